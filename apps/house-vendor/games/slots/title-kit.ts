/** The coin levels a player can pick, in minor units (the platform's first house slot offers the same line bets). */
export const COIN_LEVELS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

/** A title's stakes: each coin level times its coins per stake. */
export const stakesOf = (coins: number) => COIN_LEVELS.map((level) => level * coins);

/**
 * Reads reel strips written as space-separated short codes (a strip of 70 symbol ids would not
 * fit on a line); `codes` says which symbol id each code stands for.
 */
export function readStrips(codes: Readonly<Record<string, string>>, strips: readonly string[]): string[][] {
  return strips.map((strip) =>
    strip
      .trim()
      .split(/\s+/)
      .map((code) => {
        const id = codes[code];
        if (!id) throw new Error(`unknown code ${code}`);
        return id;
      }),
  );
}
