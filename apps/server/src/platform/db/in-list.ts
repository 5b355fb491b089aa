/**
 * Lists of values in a prepared statement, one parameter each (issue 13). With `column = ANY($1)`
 * PostgreSQL costs the generic plan for ten elements and a custom one for the few a call sends, so
 * it planned such a statement again on every call (pg_prepared_statements: custom plans only),
 * and on a small table the generic plan was a full scan. With one parameter per value the generic
 * plan is the custom one, and it is kept after five calls.
 */

/** `column IN ($first, $first + 1, …)`, `count` parameters. */
export function inList(column: string, first: number, count: number): string {
  return `${column} IN (${Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ')})`;
}

/**
 * The values padded to the next power of two by repeating the last (a repeat matches nothing more),
 * so that a statement sent with lists of any length is prepared in a few sizes, not one per length.
 */
export function padded<T>(values: readonly T[]): T[] {
  let size = 1;
  while (size < values.length) size *= 2;
  const last = values.at(-1);
  return last === undefined ? [] : [...values, ...Array<T>(size - values.length).fill(last)];
}
