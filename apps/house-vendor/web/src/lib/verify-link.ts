import type { OriginalCode } from '../../../games/originals/game.ts';

/** What the verifier needs of a round besides its seeds: the choices that were played. */
export interface VerifyInputs {
  game: OriginalCode;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The hash shown before play, to compare. */
  hash: string;
  /** Minor units. */
  stake: string;
  direction: string;
  target: string;
  rows: string;
  risk: string;
  mines: string;
  /** Cells in order, comma separated. */
  revealed: string;
  /** Hundredths, empty when the bet never cashed out. */
  cashOut: string;
}

const GAMES: readonly OriginalCode[] = ['crash', 'dice', 'mines', 'plinko'];

export const EMPTY_INPUTS: VerifyInputs = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  hash: '',
  stake: '100',
  direction: 'under',
  target: '5000',
  rows: '16',
  risk: 'medium',
  mines: '3',
  revealed: '',
  cashOut: '',
};

const KEYS = Object.keys(EMPTY_INPUTS) as (keyof VerifyInputs)[];

/** The verifier's inputs read from its address (anything missing keeps its default). */
export function readInputs(search: string): VerifyInputs {
  const query = new URLSearchParams(search);
  const inputs = { ...EMPTY_INPUTS };
  for (const key of KEYS) {
    const value = query.get(key);
    if (value === null) continue;
    if (key === 'game') inputs.game = (GAMES as readonly string[]).includes(value) ? (value as OriginalCode) : 'dice';
    else inputs[key] = value.slice(0, 200);
  }
  return inputs;
}

/** A round of the history as the verifier's address: its seeds, its nonce and what was played. */
export function verifyLink(
  game: OriginalCode,
  round: {
    serverSeed: string | null;
    clientSeed: string | null;
    nonce: number | null;
    seedHash: string | null;
    stake: number;
    play: Record<string, unknown>;
  },
  base = '/verify/',
  lang?: string,
): string {
  const play = round.play;
  const fields: Record<string, unknown> = {
    game,
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed ?? '',
    nonce: round.nonce ?? '',
    hash: round.seedHash ?? '',
    stake: round.stake,
    ...(game === 'dice' ? { direction: play.direction, target: play.target } : {}),
    ...(game === 'plinko' ? { rows: play.rows, risk: play.risk } : {}),
    ...(game === 'mines' ? { mines: play.mines, revealed: (play.revealed as number[] | undefined)?.join(',') } : {}),
    ...(game === 'crash' ? { cashOut: play.cashOut ?? '' } : {}),
    ...(lang ? { lang } : {}),
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) query.set(key, String(value));
  return `${base}?${query}`;
}
