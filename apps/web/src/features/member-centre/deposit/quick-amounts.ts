const STEPS = [1, 2, 5] as const;

/**
 * The shortcut amounts a channel offers: the 1-2-5 ladder (1.00, 2.00, 5.00,
 * 10.00, …) inside its minimum and maximum, the first `count` of them, in
 * minor units. A brand whose amounts run in thousands gets thousands.
 */
export function quickAmounts(min: number, max: number, count = 6): number[] {
  const found: number[] = [];
  for (let unit = 100; unit <= max && found.length < count; unit *= 10) {
    for (const step of STEPS) {
      const value = step * unit;
      if (value >= min && value <= max && found.length < count) found.push(value);
    }
  }
  return found;
}
