// @vitest-environment jsdom
import { createHash, createHmac } from 'node:crypto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifyPage } from './verify-page.tsx';

afterEach(cleanup);

/** A known round, worked out by hand with node's own HMAC (not the engine): the first word that passes rejection, mod 10,000. */
function rollByHand(serverSeed: string, clientSeed: string, nonce: number) {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  for (let i = 0; i < 8; i++) {
    const word = block.readUInt32BE(i * 4);
    if (word < 2 ** 32 - (2 ** 32 % 10_000)) return word % 10_000;
  }
  throw new Error('no word in the first block');
}

describe('the verifier page', () => {
  it('recomputes a known dice round in the browser and checks the hash shown before play', () => {
    const serverSeed = 'f'.repeat(64);
    const hash = createHash('sha256').update(serverSeed).digest('hex');
    const roll = rollByHand(serverSeed, 'lucky-7', 42);
    const search = `?game=dice&serverSeed=${serverSeed}&clientSeed=lucky-7&nonce=42&hash=${hash}&stake=1000&direction=over&target=4999`;
    render(<VerifyPage lang="EN" search={search} />);
    expect(screen.getByText((roll / 100).toFixed(2))).toBeTruthy();
    expect(screen.getByText('✓ Matches')).toBeTruthy();
    expect(screen.getByText(roll > 4_999 ? '19.80' : '0.00')).toBeTruthy();
  });

  it('says when the seed does not match the hash shown, and what is missing, in the page language', () => {
    render(<VerifyPage lang="VI" search={`?game=crash&serverSeed=abc&clientSeed=x&nonce=1&hash=${'0'.repeat(64)}`} />);
    expect(screen.getByText('✗ Không khớp')).toBeTruthy();
    cleanup();
    render(<VerifyPage lang="EN" search="?game=mines" />);
    expect(screen.getByText('Enter the server seed, client seed and nonce.')).toBeTruthy();
  });
});
