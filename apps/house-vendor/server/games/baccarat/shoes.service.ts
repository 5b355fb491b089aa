import { randomBytes } from 'node:crypto';
import { fairShoe } from '../../../games/baccarat/fair.ts';
import { firstHandPosition } from '../../../games/baccarat/shoe.ts';
import { CLIENT_SEED_PATTERN, seedHash } from '../../../games/fair/random.ts';
import type { Db } from '../../db/db.ts';
import { VendorError } from '../../http/errors.ts';
import { handsRepo, type ShoeRow } from './hands.repo.ts';
import type { TableRow } from './tables.repo.ts';

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/**
 * The player's open shoe at the table, opening the next one when none is: a new server seed
 * (only its hash is shown until the shoe is over), the client seed given or the previous shoe's,
 * the next shoe number; the first hand starts after the turned card and the cards it burns.
 */
export async function ensureShoe(
  db: Db,
  table: Pick<TableRow, 'id'>,
  playerId: string,
  clientSeed?: string,
): Promise<ShoeRow> {
  const hands = handsRepo(db);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = await hands.openShoe(table.id, playerId);
    if (open) return open;
    const previous = await hands.lastClosedShoe(table.id, playerId);
    const seed = clientSeed ?? previous?.clientSeed ?? newClientSeed();
    const serverSeed = newServerSeed();
    const shoeNo = (await hands.lastShoeNo(table.id, playerId)) + 1;
    const inserted = await hands.insertShoe({
      tableId: table.id,
      playerId,
      shoeNo,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      clientSeed: seed,
      position: firstHandPosition(fairShoe(serverSeed, seed, shoeNo)),
    });
    if (inserted) return inserted;
  }
  throw new VendorError('hand-in-progress');
}

/**
 * A new shoe asked for: the open one ends at once, its server seed revealed (it becomes the
 * previous shoe), and the next starts with a new server seed and the client seed the player chose
 * (a random one when none is given). Refused while a hand waits for its bet: its cards are the
 * open shoe's next ones.
 */
export async function newShoe(db: Db, table: TableRow, playerId: string, clientSeed: string | undefined) {
  if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) {
    throw new VendorError('validation-failed', { fields: [{ field: 'clientSeed', key: 'rule.format' }] });
  }
  await db.tx(async (tx) => {
    const repo = handsRepo(tx);
    const open = await repo.openShoe(table.id, playerId, true);
    if (open) {
      if (await repo.hasPending(open.id)) throw new VendorError('hand-in-progress');
      await repo.closeShoe(open.id, 'rotated');
    }
    await ensureShoe(tx, table, playerId, clientSeed ?? newClientSeed());
  });
}
