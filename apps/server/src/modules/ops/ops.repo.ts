import type { Db } from '../../platform/db/db.ts';

export const opsRepo = (db: Db) => ({
  /**
   * One row of the operator audit log; write it in the transaction of the change
   * it records. `operatorId` null: the command line. The brand is `merchantId`
   * when given, else the brand whose code the detail names as `merchant`, so
   * brand-scoped auditors see the row.
   */
  audit: (
    operatorId: number | null,
    action: string,
    target: string,
    detail: object,
    merchantId: number | null = null,
  ) =>
    db.query(
      `INSERT INTO operator_audit (operator_id, action, target, detail, merchant_id)
       VALUES ($1, $2, $3, $4::jsonb,
         COALESCE($5::int, (SELECT id FROM merchants WHERE code = $4::jsonb->>'merchant')))`,
      [operatorId, action, target, JSON.stringify(detail), merchantId],
    ),
});
