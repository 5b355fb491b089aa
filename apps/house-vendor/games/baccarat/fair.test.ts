import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedHash } from '../fair/random.ts';
import { SHOE_SIZE, unshuffledShoe } from './cards.ts';
import { fairShoe } from './fair.ts';
import { CUT_CARD_FROM_END, dealShoe, firstHandPosition } from './shoe.ts';
import { checkShoe, roadEntryOf, verifyShoe } from './verify.ts';

const serverSeed = 'a'.repeat(64);

/** An independent re-implementation of the published algorithm, to check the code against its description. */
function referenceShoe(seed: string, client: string, shoe: number) {
  const words: number[] = [];
  let cursor = 0;
  const word = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', seed).update(`${client}:${shoe}:${cursor++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  const cards = Array.from({ length: 416 }, (_, p) => p % 52);
  for (let i = 415; i > 0; i -= 1) {
    const n = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % n);
    let w = word();
    while (w >= limit) w = word();
    const j = w % n;
    [cards[i], cards[j]] = [cards[j] as number, cards[i] as number];
  }
  return cards;
}

describe('the provably fair shoe', () => {
  it('is a permutation of eight full decks', () => {
    const order = fairShoe(serverSeed, 'player-seed', 1);
    expect(order).toHaveLength(SHOE_SIZE);
    expect([...order].sort((a, b) => a - b)).toEqual([...unshuffledShoe()].sort((a, b) => a - b));
  });

  it('follows the published algorithm exactly (the same shoes as the platform dealt)', () => {
    expect(fairShoe(serverSeed, 'player-seed', 7)).toEqual(referenceShoe(serverSeed, 'player-seed', 7));
    const fresh = createHash('sha256').update('another').digest('hex');
    expect(fairShoe(fresh, 'x', 1)).toEqual(referenceShoe(fresh, 'x', 1));
  });

  it('changes with the server seed, the client seed and the shoe number', () => {
    const base = fairShoe(serverSeed, 'c', 1);
    expect(fairShoe(serverSeed, 'c', 1)).toEqual(base);
    expect(fairShoe('b'.repeat(64), 'c', 1)).not.toEqual(base);
    expect(fairShoe(serverSeed, 'd', 1)).not.toEqual(base);
    expect(fairShoe(serverSeed, 'c', 2)).not.toEqual(base);
  });

  it('commits with SHA-256 of the server seed', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('puts each card in each place about equally often (no shuffle bias)', () => {
    // Where the eight aces of spades land, over 1500 shoes, counted in 8 bands of 52 positions.
    const bands = new Array(8).fill(0);
    for (let shoe = 0; shoe < 1500; shoe += 1) {
      fairShoe(serverSeed, 'bias', shoe).forEach((card, position) => {
        if (card === 0) bands[Math.floor(position / 52)] += 1;
      });
    }
    // 12,000 copies over 8 bands: 1500 each expected, σ ≈ 37.
    for (const count of bands) expect(Math.abs(count - 1500)).toBeLessThan(160);
  });
});

describe('dealing a shoe', () => {
  it('burns by the first card, deals hand after hand and stops at the cut card', () => {
    const order = fairShoe(serverSeed, 'deal', 3);
    const hands = dealShoe(order);
    expect(hands[0]?.position).toBe(firstHandPosition(order));
    for (let i = 1; i < hands.length; i += 1) {
      expect(hands[i]?.position).toBe((hands[i - 1]?.position ?? 0) + (hands[i - 1]?.used ?? 0));
    }
    const last = hands[hands.length - 1];
    expect(last?.position).toBeLessThanOrEqual(SHOE_SIZE - CUT_CARD_FROM_END);
    expect((last?.position ?? 0) + (last?.used ?? 0)).toBeGreaterThan(SHOE_SIZE - CUT_CARD_FROM_END - 6);
    expect(hands.length).toBeGreaterThan(60);
  });
});

describe('the verifier', () => {
  it('recomputes the committed hash, the cards and every hand from the revealed seed', () => {
    const verified = verifyShoe(serverSeed, 'verify', 9);
    expect(verified.serverSeedHash).toBe(seedHash(serverSeed));
    expect(verified.cards).toHaveLength(416);
    const hands = dealShoe(fairShoe(serverSeed, 'verify', 9));
    expect(verified.hands.map((hand) => hand.winner)).toEqual(hands.map((hand) => hand.result.winner));
    expect(verified.hands[0]).toMatchObject({ hand: 1, position: verified.burned });
    expect(verified.hands[0]?.player[0]).toBe(verified.cards[verified.burned]);
  });

  it('checks a road against the revealed shoe: the hash, then each hand in order', () => {
    const road = verifyShoe(serverSeed, 'road', 2).hands.slice(0, 12).map(roadEntryOf);
    const shoe = { serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: 'road', shoeNo: 2, road };
    expect(checkShoe(shoe)).toMatchObject({ hashMatches: true, handsMatch: true });
    expect(checkShoe({ ...shoe, serverSeedHash: 'f'.repeat(64) })).toMatchObject({ hashMatches: false });
    expect(checkShoe({ ...shoe, shoeNo: 3 })).toMatchObject({ handsMatch: false });
    const changed = road.map((entry, i) => (i === 5 ? { ...entry, total: (entry.total + 1) % 10 } : entry));
    expect(checkShoe({ ...shoe, road: changed })).toMatchObject({ hashMatches: true, handsMatch: false });
  });
});
