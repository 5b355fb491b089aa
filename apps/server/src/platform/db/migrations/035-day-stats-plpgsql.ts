/**
 * The day-stats helpers of migration 018 as PL/pgSQL (issue 13). Every bet, settlement,
 * deposit, withdrawal and login runs member_day_add from a trigger; as a LANGUAGE sql function
 * that is not inlined, PostgreSQL parsed and planned its INSERT (and brand_day's SELECT inside
 * it) again on every call: about a fifth of the database's CPU per seamless bet. PL/pgSQL keeps
 * each statement's plan for the connection. Same signatures, defaults and results.
 */
export const dayStatsPlpgsql = /* sql */ `
CREATE OR REPLACE FUNCTION brand_day(p_merchant integer, p_at timestamptz) RETURNS date
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT ((p_at AT TIME ZONE 'UTC') + make_interval(mins => m.gmt_offset_min))::date
            FROM merchants m WHERE m.id = p_merchant);
END;
$$;

CREATE OR REPLACE FUNCTION member_day_add(
  p_member bigint, p_merchant integer, p_at timestamptz,
  p_bets integer DEFAULT 0, p_stake bigint DEFAULT 0, p_valid bigint DEFAULT 0, p_payout bigint DEFAULT 0,
  p_deposits integer DEFAULT 0, p_deposit bigint DEFAULT 0,
  p_withdrawals integer DEFAULT 0, p_withdraw bigint DEFAULT 0, p_logins integer DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_day_stats AS s (member_id, day, merchant_id, bet_count, stake, valid_bet, payout,
                                     deposit_count, deposit_amount, withdraw_count, withdraw_amount, login_count)
  VALUES (p_member, brand_day(p_merchant, p_at), p_merchant, p_bets, p_stake, p_valid, p_payout,
          p_deposits, p_deposit, p_withdrawals, p_withdraw, p_logins)
  ON CONFLICT (member_id, day) DO UPDATE SET
    bet_count = s.bet_count + EXCLUDED.bet_count,
    stake = s.stake + EXCLUDED.stake,
    valid_bet = s.valid_bet + EXCLUDED.valid_bet,
    payout = s.payout + EXCLUDED.payout,
    deposit_count = s.deposit_count + EXCLUDED.deposit_count,
    deposit_amount = s.deposit_amount + EXCLUDED.deposit_amount,
    withdraw_count = s.withdraw_count + EXCLUDED.withdraw_count,
    withdraw_amount = s.withdraw_amount + EXCLUDED.withdraw_amount,
    login_count = s.login_count + EXCLUDED.login_count;
END;
$$;
`;
