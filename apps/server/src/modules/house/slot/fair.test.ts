import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { PAYTABLES } from './engine/paytables.ts';
import { fairRound, newClientSeed, newServerSeed, seedHash } from './fair.ts';
import { readSession, sessionKey, signSession } from './session.ts';

const input = { serverSeed: 'f'.repeat(64), clientSeed: 'player-seed', nonce: 12 };
const table = PAYTABLES.medium;

/** The reel stops of a round's paid spin, recomputed from the published rule without the engine. */
function stopsByHand(serverSeed: string, clientSeed: string, nonce: number, lengths: number[]) {
  const words: number[] = [];
  let cursor = 0;
  const next = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift() as number;
  };
  return lengths.map((n) => {
    for (;;) {
      const word = next();
      if (word < 2 ** 32 - (2 ** 32 % n)) return word % n;
    }
  });
}

describe('provably fair rounds', () => {
  test('server seeds are 32 random bytes in hex; the hash shown is their SHA-256', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(seedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  test('the paid spin’s stops follow HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") with rejection sampling', () => {
    const round = fairRound(input, table, 200);
    const lengths = table.reels.map((reel) => reel.length);
    expect(round.spins[0]?.stops).toEqual(stopsByHand(input.serverSeed, input.clientSeed, input.nonce, lengths));
    expect(round.spins[0]?.grid.map((column) => column[0])).toEqual(
      round.spins[0]?.stops.map((stop, reel) => table.reels[reel]?.[stop]),
    );
  });

  test('a verifier recomputes the same round from (serverSeed, clientSeed, nonce); any change gives another', () => {
    expect(fairRound(input, table, 200)).toEqual(fairRound(input, table, 200));
    expect(fairRound({ ...input, nonce: 13 }, table, 200).spins[0]?.stops).not.toEqual(
      fairRound(input, table, 200).spins[0]?.stops,
    );
    expect(fairRound({ ...input, clientSeed: 'other' }, table, 200).spins[0]?.stops).not.toEqual(
      fairRound(input, table, 200).spins[0]?.stops,
    );
  });

  test('the stake scales the payout, never the draw', () => {
    const small = fairRound(input, table, 20);
    const big = fairRound(input, table, 2000);
    expect(big.spins.map((spin) => spin.stops)).toEqual(small.spins.map((spin) => spin.stops));
    expect(big.win).toBe(small.win * 100);
  });
});

describe('session tokens', () => {
  const key = sessionKey('s'.repeat(40));
  const session = {
    playerId: 'p1',
    gameCode: 'ARC-SLOT-1',
    nickname: 'n',
    currency: 'PHP',
    language: 'EN',
    expiresAt: Math.floor(Date.now() / 1000) + 60,
  };

  test('read back when signed with the key; refused when forged, re-signed or expired', () => {
    const token = signSession(key, session);
    expect(readSession(key, token)).toEqual(session);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...session, playerId: 'p2' })).toString('base64url');
    expect(readSession(key, `${forged}.${signature}`)).toBeNull();
    expect(readSession(sessionKey('t'.repeat(40)), token)).toBeNull();
    expect(readSession(key, `${payload}`)).toBeNull();
    expect(readSession(key, token, (session.expiresAt + 1) * 1000)).toBeNull();
    expect(readSession(key, undefined)).toBeNull();
  });
});
