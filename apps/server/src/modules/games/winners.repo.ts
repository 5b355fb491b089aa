import type { GameCategory, Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface WinRow {
  account: string;
  gameName: string;
  gameCode: string;
  payout: string;
  settledAt: Date | string;
}

export const winnersRepo = (db: Db) => ({
  /**
   * The brand's largest settled wins (payout above the stake) since `since`,
   * largest first. Reads the seamless wallet's bet records (migration 010).
   */
  largestWins: (merchantId: number, since: Date, category: GameCategory | null, language: Language, size: number) =>
    db.query<WinRow>(
      `SELECT m.account, COALESCE(n.name, en.name, b.game_code) AS "gameName", b.game_code AS "gameCode",
              b.payout::text AS payout, b.settled_at AS "settledAt"
         FROM bet_records b
         JOIN members m ON m.id = b.member_id
         LEFT JOIN games g ON g.game_code = b.game_code
         LEFT JOIN game_names n ON n.game_id = g.id AND n.language = $4
         LEFT JOIN game_names en ON en.game_id = g.id AND en.language = 'EN'
        WHERE b.merchant_id = $1 AND b.state = 'settled' AND b.payout > b.stake AND b.settled_at >= $2
          AND ($3::text IS NULL OR COALESCE(g.category, b.game_type) = $3)
        ORDER BY b.payout DESC, b.settled_at DESC, b.id DESC
        LIMIT $5`,
      [merchantId, since, category, language, size],
    ),
});
