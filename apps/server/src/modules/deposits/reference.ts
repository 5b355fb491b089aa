import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or typed by hand stays unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A deposit reference the member types into a bank transfer's remark:
 * `D` + yyMMdd in the brand's time zone + 6 random characters (about 10^9 a day),
 * e.g. `D250114K7M2QX`. Unique per brand by the database; a collision retries.
 */
export function newReference(gmtOffsetMinutes: number, now = new Date()): string {
  const local = new Date(now.getTime() + gmtOffsetMinutes * 60_000).toISOString();
  const day = `${local.slice(2, 4)}${local.slice(5, 7)}${local.slice(8, 10)}`;
  let random = '';
  for (let index = 0; index < 6; index++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `D${day}${random}`;
}
