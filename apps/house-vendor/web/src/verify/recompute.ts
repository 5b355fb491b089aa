import { CLIENT_SEED_PATTERN, seedHash } from '../../../games/fair/random.ts';
import type { PlinkoRisk } from '../../../games/originals/plinko.ts';
import { type RoundInput, type RoundResult, verifyRound } from '../../../games/originals/verify.ts';
import type { VerifyInputs } from '../lib/verify-link.ts';

export type Recomputed =
  | { kind: 'missing'; hash: string | null }
  | { kind: 'invalid'; hash: string | null; reason: string }
  | { kind: 'done'; hash: string; result: RoundResult; input: RoundInput };

const int = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The round the inputs describe, in the engines' terms (throws RangeError on what the rules refuse). */
function roundOf(inputs: VerifyInputs): RoundInput {
  const stakeMinor = int(inputs.stake);
  switch (inputs.game) {
    case 'dice':
      return {
        game: 'dice',
        stakeMinor,
        bet: { direction: inputs.direction === 'over' ? 'over' : 'under', target: int(inputs.target) },
      };
    case 'plinko':
      return { game: 'plinko', stakeMinor, rows: int(inputs.rows), risk: inputs.risk as PlinkoRisk };
    case 'mines': {
      const revealed = inputs.revealed
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(int);
      return { game: 'mines', stakeMinor, mines: int(inputs.mines), revealed };
    }
    case 'crash':
      return { game: 'crash', stakeMinor, cashOut: inputs.cashOut.trim() === '' ? null : int(inputs.cashOut) };
  }
}

/**
 * What the verifier shows: the server seed's SHA-256 (to compare with the hash shown before play)
 * and the round recomputed with the very engine that settled it.
 */
export function recompute(inputs: VerifyInputs): Recomputed {
  const serverSeed = inputs.serverSeed.trim();
  const hash = serverSeed ? seedHash(serverSeed) : null;
  const clientSeed = inputs.clientSeed.trim();
  const nonce = int(inputs.nonce);
  if (!serverSeed || !clientSeed || Number.isNaN(nonce)) return { kind: 'missing', hash };
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) return { kind: 'invalid', hash, reason: 'client seed' };
  try {
    const input = roundOf(inputs);
    const result = verifyRound({ serverSeed, clientSeed, nonce }, input);
    return { kind: 'done', hash: hash ?? '', result, input };
  } catch (error) {
    return { kind: 'invalid', hash, reason: error instanceof Error ? error.message : String(error) };
  }
}
