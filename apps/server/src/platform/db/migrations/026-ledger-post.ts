/**
 * A ledger posting in one statement (issue 13): the transfer row, the accounts locked in
 * id order, the entries, and the balances after, where the server used to send three
 * statements and read the balances in a fourth. It runs as the caller (SECURITY INVOKER),
 * so the guards of migration 016 (append-only, balanced transfers, no overdraft, the
 * runtime role's rights) hold exactly as for the statements it replaces.
 * A key already taken answers the stored transfer (replayed) and posts nothing.
 */
export const ledgerPost = /* sql */ `
CREATE FUNCTION ledger_post(
  p_merchant integer, p_key text, p_type text, p_hash text, p_metadata jsonb,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (o_transfer bigint, o_replayed boolean, o_hash text, o_account bigint, o_balance bigint, o_currency text)
LANGUAGE plpgsql AS $$
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
  -- In id order, so two postings over the same accounts never wait on each other in a circle.
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY(p_accounts) ORDER BY a.id FOR UPDATE;
  SELECT count(*), count(DISTINCT a.merchant_id) FILTER (WHERE a.merchant_id <> p_merchant),
         count(DISTINCT a.currency)
    INTO v_found, v_merchants, v_currencies
    FROM ledger_accounts a WHERE a.id = ANY(p_accounts);
  SELECT count(DISTINCT x) INTO v_wanted FROM unnest(p_accounts) x;
  IF v_found <> v_wanted OR v_merchants <> 0 OR v_currencies <> 1 THEN
    RAISE EXCEPTION 'ledger-bad-accounts' USING ERRCODE = '22023';
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount)
  SELECT v_id, e.account_id, e.amount
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS e(account_id, amount, n) ORDER BY e.n;
  RETURN QUERY SELECT v_id, false, p_hash, a.id, a.balance, a.currency
    FROM ledger_accounts a WHERE a.id = ANY(p_accounts);
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
