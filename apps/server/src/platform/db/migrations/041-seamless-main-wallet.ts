/**
 * A seamless vendor plays from the member's main wallet, whatever the brand's wallet mode (issue
 * 36): opening a game moves no money, and Withdraw sees the balance the header shows. A brand's
 * multi-wallet mode is for transfer-wallet vendors, which hold the money they play with. The bet
 * function of migration 031 is restated whole with that one change (its account look-up), as a
 * replacing migration must.
 */
export const seamlessMainWallet = /* sql */ `
CREATE OR REPLACE FUNCTION seamless_bet(
  p_locks bigint[], p_vendor text, p_transaction text, p_hash text, p_merchant integer, p_member bigint,
  p_vendor_side text, p_ledger_key text, p_amount bigint, p_metadata jsonb,
  p_game_type text, p_game_code text, p_round text
) RETURNS TABLE (o_outcome text, o_kind text, o_hash text, o_result jsonb, o_balance bigint, o_currency text)
LANGUAGE plpgsql AS $$
DECLARE
  v_lock bigint;
  v_wallet bigint;
  v_side bigint;
  v_entries text;
  v_replayed boolean;
  v_balance bigint;
  v_currency text;
  v_result jsonb;
BEGIN
  FOREACH v_lock IN ARRAY p_locks LOOP
    PERFORM pg_advisory_xact_lock(v_lock);
  END LOOP;
  RETURN QUERY SELECT 'prior'::text, t.kind, t.request_hash, t.result, NULL::bigint, NULL::text
    FROM seamless_transactions t WHERE t.vendor_code = p_vendor AND t.transaction_id = p_transaction;
  IF FOUND THEN
    RETURN;
  END IF;
  PERFORM 1 FROM seamless_transactions t
    WHERE t.vendor_code = p_vendor AND t.bet_transaction_id = p_transaction AND t.kind = 'rollback';
  IF FOUND THEN
    RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
    RETURN;
  END IF;
  -- A seamless vendor plays from the main wallet, whatever the brand's wallet mode (migration 041).
  SELECT a.id INTO v_wallet FROM ledger_accounts a
   WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.kind = 'member_main' AND a.code = '';
  SELECT a.id INTO v_side FROM ledger_accounts a
   WHERE a.merchant_id = p_merchant AND a.kind = 'system' AND a.member_id IS NULL AND a.code = p_vendor_side;
  IF v_wallet IS NULL OR v_side IS NULL THEN
    RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
    RETURN;
  END IF;
  SELECT string_agg(format('[%s,%s]', to_json(e.id::text), e.amount), ',' ORDER BY e.id::text COLLATE "C", e.amount)
    INTO v_entries
    FROM (VALUES (v_wallet, -p_amount), (v_side, p_amount)) AS e(id, amount);
  SELECT p.rep, p.bal, p.cur INTO v_replayed, v_balance, v_currency
    FROM ledger_post(p_merchant, p_ledger_key, 'bet',
                     encode(sha256(convert_to(format('{"type":"bet","entries":[%s]}', v_entries), 'UTF8')), 'hex'),
                     p_metadata, ARRAY[v_wallet, v_side], ARRAY[-p_amount, p_amount])
         AS p(tr, rep, hs, acc, bal, cur)
   WHERE p.rep OR p.acc = v_wallet;
  IF v_replayed THEN
    RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
    RETURN;
  END IF;
  -- After the posting: the record's foreign key share-locks the wallet the posting locked first.
  INSERT INTO bet_records (merchant_id, member_id, vendor_code, game_type, game_code, round_id,
                           bet_transaction_id, account_id, stake)
  VALUES (p_merchant, p_member, p_vendor, p_game_type, p_game_code, p_round, p_transaction, v_wallet, p_amount);
  v_result := jsonb_build_object('playerId', p_member::text, 'currency', v_currency, 'balance', v_balance,
                                 'transactionId', p_transaction);
  INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, request_hash, member_id,
                                     bet_transaction_id, result)
  VALUES (p_vendor, p_transaction, 'bet', p_hash, p_member, p_transaction, v_result);
  RETURN QUERY SELECT 'placed'::text, 'bet'::text, p_hash, v_result, v_balance, v_currency;
END;
$$;

DO $$
BEGIN
  EXECUTE format(
    'ALTER FUNCTION seamless_bet(bigint[], text, text, text, integer, bigint, text, text, bigint, jsonb, text, text, text) SET search_path = %I, pg_temp',
    current_schema());
END;
$$;
`;
