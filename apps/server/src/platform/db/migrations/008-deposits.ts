/**
 * Deposit orders remember the member's request id, so a retried or double-clicked
 * "deposit" opens one order, and the gateway's checkout address, so a real
 * gateway is asked for it once. Nullable: rows written before this migration have neither.
 */
export const deposits = /* sql */ `
ALTER TABLE deposit_orders ADD COLUMN request_key text;
ALTER TABLE deposit_orders ADD COLUMN pay_url text;
CREATE UNIQUE INDEX deposit_orders_request ON deposit_orders (member_id, request_key);
`;
