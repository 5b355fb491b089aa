// Shared by the benches that keep each latency: a percentile of sorted values.

/** The value below which `share` of the sorted values fall (undefined when there are none). */
export const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
