/**
 * The ledger posting keeps one plan per statement for the connection (issue 13). Three of
 * ledger_post's statements read the accounts by `id = ANY(p_accounts)`; PostgreSQL costs the
 * generic plan of such a statement for ten array elements and the custom one for the two a
 * posting has, so it found the generic plan dearer on every call and planned the three again each
 * time: about a tenth of the database's CPU per seamless bet (perf, one client). With the setting,
 * seamless_bet alone ran 753/s at 8 clients against 700/s without it (seven alternated rounds).
 * Every statement in it looks rows up by key or inserts them, where the generic plan is the custom one.
 * The setting holds while the function runs, for the triggers its statements fire too (also
 * lookups by key); the deferred balance check runs at commit, outside it.
 */
export const ledgerPostPlans = /* sql */ `
ALTER FUNCTION ledger_post(integer, text, text, text, jsonb, bigint[], bigint[])
  SET plan_cache_mode = force_generic_plan;
`;
