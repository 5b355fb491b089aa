/**
 * ledger_post (migration 026) finds its accounts by key, one by one, whatever the table's size
 * (issue 13). Its three reads by `id = ANY(p_accounts)` had generic plans (migration 036) costed
 * for ten ids: on a brand with a few hundred accounts that plan scanned the whole table, three
 * times a posting, every version of every balance row included (bench/hotpath.mjs: 19 pages each
 * time). Now each id is looked up on the primary key, in id order, and the lock and the checks are
 * one statement where they were three. seamless_bet alone went from 1,495 to 1,625 postings a
 * second at 8 clients (eight alternated rounds).
 * Same arguments, results and errors; the locks are still taken in id order, so two postings over
 * the same accounts never wait on each other in a circle. The body is restated whole, as a replacing
 * migration must (the transfer's insert and the replay are 026's, unchanged): an applied migration's
 * text is history, so it shares nothing with later ones.
 */
export const ledgerPostByKey = /* sql */ `
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant integer, p_key text, p_type text, p_hash text, p_metadata jsonb,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (o_transfer bigint, o_replayed boolean, o_hash text, o_account bigint, o_balance bigint, o_currency text)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_id bigint;
  v_found integer;
  v_wanted integer;
  v_merchants integer;
  v_currencies integer;
BEGIN
  INSERT INTO ledger_transfers (merchant_id, idempotency_key, type, request_hash, metadata)
  VALUES (p_merchant, p_key, p_type, p_hash, p_metadata)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT t.id, true, t.request_hash, NULL::bigint, NULL::bigint, NULL::text
      FROM ledger_transfers t WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    RETURN;
  END IF;
  -- Each account locked by its key in id order; an id with no account counts as missing.
  SELECT count(*), count(l.currency), count(DISTINCT l.merchant_id) FILTER (WHERE l.merchant_id <> p_merchant),
         count(DISTINCT l.currency)
    INTO v_wanted, v_found, v_merchants, v_currencies
    FROM (SELECT DISTINCT x FROM unnest(p_accounts) x ORDER BY x) u
    LEFT JOIN LATERAL (SELECT a.merchant_id, a.currency FROM ledger_accounts a WHERE a.id = u.x FOR UPDATE) l ON true;
  IF v_found <> v_wanted OR v_merchants <> 0 OR v_currencies <> 1 THEN
    RAISE EXCEPTION 'ledger-bad-accounts' USING ERRCODE = '22023';
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount)
  SELECT v_id, e.account_id, e.amount
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS e(account_id, amount, n) ORDER BY e.n;
  -- OFFSET 0 keeps the look-up by key (the planner would otherwise join the whole table).
  RETURN QUERY SELECT v_id, false, p_hash, a.id, a.balance, a.currency
    FROM (SELECT DISTINCT x FROM unnest(p_accounts) x) u
    CROSS JOIN LATERAL (SELECT a.id, a.balance, a.currency FROM ledger_accounts a WHERE a.id = u.x OFFSET 0) a;
END;
$$;

DO $$
BEGIN
  EXECUTE format(
    'ALTER FUNCTION ledger_post(integer, text, text, text, jsonb, bigint[], bigint[]) SET search_path = %I, pg_temp',
    current_schema());
END;
$$;
`;
