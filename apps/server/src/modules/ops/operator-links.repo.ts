import type { Db } from '../../platform/db/db.ts';

/** How one operator came to owe another: set it up, reset it, changed its roles, or held a whole token of it. */
export type LinkHow = 'created' | 'reset' | 'granted' | 'keyholder';

/**
 * The links between operators (migration 039), the only SQL that reads or writes them.
 * An operator's keyholders are those who held a whole enrolment token of it, and theirs in
 * turn: any of them could have been the one typing its password and code.
 */
export const operatorLinksRepo = (db: Db) => ({
  add: async (operatorId: number, links: readonly { by: number; how: LinkHow }[]) => {
    for (const link of links) {
      if (link.by === operatorId) continue;
      await db.query('INSERT INTO operator_links (operator_id, by_operator, how) VALUES ($1, $2, $3)', [
        operatorId,
        link.by,
        link.how,
      ]);
    }
  },

  /**
   * Whether two operators are linked: one of them (or a keyholder of one) set up, reset or
   * granted the other (or a keyholder of the other), or they share a keyholder.
   */
  linked: async (a: number, b: number) =>
    (
      await db.one<{ linked: boolean }>(
        `WITH RECURSIVE holders(side, id) AS (
           SELECT 'a', $1::int UNION SELECT 'b', $2::int
           UNION
           SELECT h.side, l.by_operator FROM holders h
             JOIN operator_links l ON l.operator_id = h.id AND l.how = 'keyholder')
         SELECT EXISTS (
           SELECT 1 FROM holders x JOIN holders y ON x.side = 'a' AND y.side = 'b'
            WHERE x.id = y.id
               OR EXISTS (SELECT 1 FROM operator_links l
                           WHERE (l.operator_id = x.id AND l.by_operator = y.id)
                              OR (l.operator_id = y.id AND l.by_operator = x.id))) AS linked`,
        [a, b],
      )
    )?.linked === true,
});
