/**
 * The catalogue search at scale (issue 13), and statistics on both databases.
 * - The search index takes new rows straight into its tree: with fast update on they wait
 *   in a pending list that only VACUUM or autovacuum empties (PGlite never runs either, and a
 *   server may run without), and every search reads the whole list (10 ms at 50,000 games).
 * - analyze_stale_tables(): ANALYZE each table of this schema that holds rows and was never
 *   analysed, or changed by more than autovacuum's own threshold (50 rows + 10 %) since its
 *   last ANALYZE. Run after migrations and after seeding (nothing runs it otherwise: PGlite has
 *   no autovacuum, and a server may have it off). SECURITY DEFINER so the runtime role may call
 *   it; it reaches only the owner's tables of the schema it was created in.
 */
export const catalogueSearch = /* sql */ `
ALTER INDEX games_search SET (fastupdate = off);
SELECT gin_clean_pending_list('games_search'::regclass);

CREATE FUNCTION analyze_stale_tables() RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  stale record;
  analysed integer := 0;
BEGIN
  FOR stale IN
    SELECT c.oid::pg_catalog.regclass AS name
    FROM pg_catalog.pg_class c
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_catalog.pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.relkind = 'r' AND n.nspname = pg_catalog.current_schema() AND c.relowner = (
        SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = CURRENT_USER)
      AND CASE WHEN c.reltuples < 0 THEN pg_catalog.pg_relation_size(c.oid) > 0
               ELSE COALESCE(s.n_mod_since_analyze, 0) > 50 + 0.1 * c.reltuples END
  LOOP
    EXECUTE pg_catalog.format('ANALYZE %s', stale.name);
    analysed := analysed + 1;
  END LOOP;
  RETURN analysed;
END;
$$;
`;
