import type { GameCategory } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface VendorRow {
  nodeId: number;
  vassalage: string;
  name: string;
  gameType: GameCategory;
  accountTypeId: number;
  accountTypeName: string;
  isHot: boolean;
  isGame: string;
}

export const menuRepo = (db: Db) => ({
  vendors: (merchantId: number) =>
    db.query<VendorRow>(
      `SELECT id AS "nodeId", vassalage, name, game_type AS "gameType", account_type_id AS "accountTypeId",
              account_type_name AS "accountTypeName", is_hot AS "isHot", is_game AS "isGame"
       FROM game_vendors WHERE merchant_id = $1 AND listed ORDER BY sort, id`,
      [merchantId],
    ),
});
