import type { Language } from '@arcadia/contracts';
import { AppError } from '../../../platform/errors.ts';
import type { StateView } from './baccarat.api.ts';
import { newClientSeed } from './fair.ts';
import { handsRepo } from './hands.repo.ts';
import { type BaccaratDeps, ensureShoe, type Seat, tableStateOf } from './session.service.ts';

/**
 * Seed rotation: the player ends the shoe early. Its server seed is revealed at once
 * (the shoe becomes the "previous shoe") and a new shoe starts with a new server seed
 * and the client seed the player chose (a random one when none is given). Refused
 * while a hand waits for its bet, whose cards are the open shoe's next ones.
 */
export async function rotateSeed(
  deps: BaccaratDeps,
  seat: Seat,
  clientSeed: string | undefined,
  lang: Language,
): Promise<StateView> {
  const { table, session } = seat;
  await deps.db.tx(async (tx) => {
    const repo = handsRepo(tx);
    const open = await repo.openShoe(table.id, session.playerId, true);
    if (open) {
      if (await repo.hasBettingHand(open.id)) throw new AppError('hand-in-progress');
      await repo.closeShoe(open.id, 'rotated');
    }
    await ensureShoe(tx, table, session.playerId, clientSeed ?? newClientSeed());
  });
  return tableStateOf(deps, seat, lang);
}
