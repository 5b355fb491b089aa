/**
 * Rounds close (the aggregators' rule): a vendor's win or rollback may say `roundClosed`, and the
 * round (vendor, player, round id) is then written here, in the call's own transaction; a new bet
 * on it is refused with round-closed. Wins and rollbacks are never refused for it.
 *
 * `seamless_bet` (migration 041) is restated whole with one change: a bet on a closed round goes
 * the general way (nothing written), which answers round-closed. Its signature is unchanged; the
 * server now passes the round's advisory-lock key beside the transaction's, so a bet and the call
 * that closes its round are serialised.
 *
 * `seamless_settle` (migration 034) gets a fifteenth argument, `p_close`: the same function,
 * restated whole, that also writes the closed round when the call is recorded. The fourteen-argument
 * version of 034 is left as it was, for a server of the previous release still running while this
 * one migrates (it never closes a round); a later migration may drop it.
 */
export const seamlessRoundClose = /* sql */ `
CREATE TABLE seamless_closed_rounds (
  vendor_code    text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members(id),
  round_id       text NOT NULL,
  -- The call that closed it (a win or a rollback).
  transaction_id text NOT NULL,
  closed_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, member_id, round_id)
);

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
  -- A closed round takes no new bet (migration 044): the general path answers round-closed.
  PERFORM 1 FROM seamless_closed_rounds c
    WHERE c.vendor_code = p_vendor AND c.member_id = p_member AND c.round_id = p_round;
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

CREATE FUNCTION seamless_settle(
  p_kind text, p_locks bigint[], p_vendor text, p_transaction text, p_hash text, p_merchant integer,
  p_member bigint, p_vendor_side text, p_ledger_key text, p_amount bigint, p_bet_transaction text,
  p_round text, p_cap_multiple bigint, p_cap_amount bigint, p_close boolean
) RETURNS TABLE (o_outcome text, o_kind text, o_hash text, o_result jsonb, o_balance bigint, o_currency text)
LANGUAGE plpgsql AS $$
DECLARE
  v_lock bigint;
  v_bet bet_records%ROWTYPE;
  v_side bigint;
  v_amount bigint;
  v_cap_multiple bigint;
  v_cap_amount bigint;
  v_entries text;
  v_replayed boolean;
  v_balance bigint;
  v_currency text;
  v_result jsonb;
BEGIN
  IF p_kind NOT IN ('win', 'rollback') THEN
    RAISE EXCEPTION 'seamless_settle: unknown kind %', p_kind USING ERRCODE = '22023';
  END IF;
  FOREACH v_lock IN ARRAY p_locks LOOP
    PERFORM pg_advisory_xact_lock(v_lock);
  END LOOP;
  RETURN QUERY SELECT 'prior'::text, t.kind, t.request_hash, t.result, NULL::bigint, NULL::text
    FROM seamless_transactions t WHERE t.vendor_code = p_vendor AND t.transaction_id = p_transaction;
  IF FOUND THEN
    RETURN;
  END IF;
  SELECT * INTO v_bet FROM bet_records b
   WHERE b.vendor_code = p_vendor AND b.bet_transaction_id = p_bet_transaction FOR UPDATE;
  IF NOT FOUND OR v_bet.member_id <> p_member OR v_bet.round_id <> p_round
     OR (p_kind = 'win' AND v_bet.state <> 'open')
     OR (p_kind = 'rollback' AND v_bet.state NOT IN ('open', 'refunded')) THEN
    RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
    RETURN;
  END IF;
  -- A win pays its amount; a rollback refunds the stake of a bet still open (a refunded one answers again).
  v_amount := CASE WHEN p_kind = 'win' THEN p_amount WHEN v_bet.state = 'open' THEN v_bet.stake ELSE 0 END;
  IF p_kind = 'win' AND v_amount > 0 THEN
    SELECT COALESCE(v.cap_multiple, s.win_cap_multiple), COALESCE(v.cap_amount, s.win_cap_amount)
      INTO v_cap_multiple, v_cap_amount
      FROM merchant_money_settings s
      LEFT JOIN merchant_vendor_win_caps v ON v.merchant_id = s.merchant_id AND v.vendor_code = p_vendor
     WHERE s.merchant_id = p_merchant;
    IF NOT FOUND THEN
      v_cap_multiple := p_cap_multiple;
      v_cap_amount := p_cap_amount;
    END IF;
    IF v_amount > v_cap_amount OR v_amount > v_bet.stake * v_cap_multiple THEN
      -- Held for an operator: the general path marks the bet and files the held win.
      RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
      RETURN;
    END IF;
  END IF;
  IF v_amount > 0 THEN
    SELECT a.id INTO v_side FROM ledger_accounts a
     WHERE a.merchant_id = p_merchant AND a.kind = 'system' AND a.member_id IS NULL AND a.code = p_vendor_side;
    IF v_side IS NULL THEN
      RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
      RETURN;
    END IF;
    SELECT string_agg(format('[%s,%s]', to_json(e.id::text), e.amount), ',' ORDER BY e.id::text COLLATE "C", e.amount)
      INTO v_entries
      FROM (VALUES (v_side, -v_amount), (v_bet.account_id, v_amount)) AS e(id, amount);
    SELECT p.rep, p.bal, p.cur INTO v_replayed, v_balance, v_currency
      FROM ledger_post(
             p_merchant, p_ledger_key, CASE WHEN p_kind = 'win' THEN 'win' ELSE 'refund' END,
             encode(sha256(convert_to(
               format('{"type":"%s","entries":[%s]}', CASE WHEN p_kind = 'win' THEN 'win' ELSE 'refund' END, v_entries),
               'UTF8')), 'hex'),
             jsonb_build_object(
               'reference', p_transaction,
               'remark', format('%s %s · %s · %s', p_vendor, v_bet.game_code, p_round, format_money(v_amount)),
               'vendor', p_vendor, 'roundId', p_round, 'betTransactionId', p_bet_transaction),
             ARRAY[v_side, v_bet.account_id], ARRAY[-v_amount, v_amount])
           AS p(tr, rep, hs, acc, bal, cur)
     WHERE p.rep OR p.acc = v_bet.account_id;
    IF v_replayed THEN
      RETURN QUERY SELECT 'general'::text, NULL::text, NULL::text, NULL::jsonb, NULL::bigint, NULL::text;
      RETURN;
    END IF;
  ELSE
    SELECT a.balance, a.currency INTO v_balance, v_currency FROM ledger_accounts a WHERE a.id = v_bet.account_id;
  END IF;
  -- After the posting: closing the record moves the member's day stats, which come after the wallet.
  IF v_bet.state = 'open' THEN
    UPDATE bet_records SET state = CASE WHEN p_kind = 'win' THEN 'settled' ELSE 'refunded' END,
                           payout = CASE WHEN p_kind = 'win' THEN v_amount ELSE 0 END, settled_at = now()
     WHERE id = v_bet.id;
  END IF;
  v_result := jsonb_build_object('playerId', p_member::text, 'currency', v_currency, 'balance', v_balance,
                                 'transactionId', p_transaction);
  IF p_kind = 'win' THEN
    v_result := v_result || jsonb_build_object('held', false);
  END IF;
  INSERT INTO seamless_transactions (vendor_code, transaction_id, kind, request_hash, member_id,
                                     bet_transaction_id, result)
  VALUES (p_vendor, p_transaction, p_kind, p_hash, p_member, p_bet_transaction, v_result);
  -- The vendor said the round is over (migration 044): no new bet on it from now on.
  IF p_close THEN
    INSERT INTO seamless_closed_rounds (vendor_code, member_id, round_id, transaction_id)
    VALUES (p_vendor, p_member, p_round, p_transaction) ON CONFLICT DO NOTHING;
  END IF;
  RETURN QUERY SELECT CASE WHEN v_amount > 0 THEN 'posted' ELSE 'answered' END, p_kind, p_hash, v_result,
                      v_balance, v_currency;
END;
$$;

DO $$
BEGIN
  EXECUTE format(
    'ALTER FUNCTION seamless_bet(bigint[], text, text, text, integer, bigint, text, text, bigint, jsonb, text, text, text) SET search_path = %I, pg_temp',
    current_schema());
  EXECUTE format(
    'ALTER FUNCTION seamless_settle(text, bigint[], text, text, text, integer, bigint, text, text, bigint, text, text, bigint, bigint, boolean) SET search_path = %I, pg_temp',
    current_schema());
END;
$$;
`;
