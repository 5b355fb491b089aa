/**
 * Bet validation returns a result instead of throwing: a bet slip shows the refusal beside the
 * field without a try/catch, and the server maps it to its field error as it is. A refusal is
 * shaped like the platform's field errors (`field`, a translatable `key` with `params`, the
 * rule keys the API already uses) plus an English `message` naming the field and its rule.
 */

export interface Refusal {
  /** The input field refused (`stake`, `faces`, `spots.2` for one element). */
  field: string;
  /** The rule broken, as a message key: `input-required`, `rule.one-of`, `rule.too-small`, … */
  key: string;
  params: Record<string, string | number>;
  message: string;
}

export type Checked<T> = { ok: true; bet: T } | { ok: false; refusal: Refusal };

const refusal = (field: string, key: string, params: Refusal['params'], message: string): Refusal => ({
  field,
  key,
  params,
  message,
});

export const checked = <T>(failed: Refusal | null, bet: () => T): Checked<T> =>
  failed ? { ok: false, refusal: failed } : { ok: true, bet: bet() };

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export function checkKey<K extends string>(key: unknown, keys: readonly K[]): Refusal | null {
  if (key === undefined || key === null || key === '') return refusal('key', 'input-required', {}, 'key: required');
  if (keys.includes(key as K)) return null;
  const values = keys.join(', ');
  return refusal('key', 'rule.one-of', { values }, `key: one of ${values}`);
}

/** A stake is a whole number of minor units within the game's limits. */
export function checkStake(stake: unknown, limits: { minStake: number; maxStake: number }): Refusal | null {
  const { minStake: min, maxStake: max } = limits;
  const rule = `stake: a whole number of minor units from ${min} to ${max}`;
  if (stake === undefined || stake === null) return refusal('stake', 'input-required', {}, rule);
  if (!isInt(stake)) return refusal('stake', 'rule.type', { expected: 'integer' }, rule);
  if (stake < min) return refusal('stake', 'rule.too-small', { min }, rule);
  if (stake > max) return refusal('stake', 'rule.too-big', { max }, rule);
  return null;
}

/** One whole number in [min, max], e.g. a 5D position. */
export function checkInt(field: string, value: unknown, min: number, max: number): Refusal | null {
  const rule = `${field}: a whole number from ${min} to ${max}`;
  if (value === undefined || value === null) return refusal(field, 'input-required', {}, rule);
  if (!isInt(value)) return refusal(field, 'rule.type', { expected: 'integer' }, rule);
  if (value < min) return refusal(field, 'rule.too-small', { min }, rule);
  if (value > max) return refusal(field, 'rule.too-big', { max }, rule);
  return null;
}

export interface PickRule {
  count: number;
  min: number;
  max: number;
  /** Whether the picks must all differ (faces of a set, keno spots) or may repeat (5D digits). */
  distinct: boolean;
}

/** Exactly `count` whole numbers in [min, max], all different when the rule says so. */
export function checkPicks(field: string, values: unknown, pick: PickRule): Refusal | null {
  const { count, min, max, distinct } = pick;
  const plural = count === 1 ? '' : 's';
  const rule = `${field}: ${count}${distinct && count > 1 ? ' different' : ''} whole number${plural} from ${min} to ${max}`;
  if (values === undefined || values === null) return refusal(field, 'input-required', {}, rule);
  if (!Array.isArray(values)) return refusal(field, 'rule.type', { expected: 'array' }, rule);
  if (values.length < count) return refusal(field, 'rule.too-few', { min: count }, rule);
  if (values.length > count) return refusal(field, 'rule.too-many', { max: count }, rule);
  for (const [i, value] of values.entries()) {
    const failed = checkInt(`${field}.${i}`, value, min, max);
    if (failed) return { ...failed, message: rule };
  }
  if (distinct && new Set(values).size !== values.length) return refusal(field, 'rule.distinct', {}, rule);
  return null;
}

/** A field this bet type does not take: refused rather than ignored, so a confused slip never buys the wrong bet. */
export function checkAbsent(field: string, value: unknown, key: string): Refusal | null {
  if (value === undefined) return null;
  return refusal(field, 'rule.unknown-keys', { keys: field }, `${field}: not taken by a ${key} bet`);
}
