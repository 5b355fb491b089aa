/**
 * Change notices for the in-process catalogue index (modules/games/catalogue-cache.ts): any
 * statement that changes games, their names or a brand's vendor listing tells every server
 * process `catalogue:<table>`, once per statement (a bulk import of 50,000 games is one notice,
 * not 50,000), at commit. The index drops itself and is rebuilt on the next list.
 */
export const catalogueNotices = /* sql */ `
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arcadia_changes', 'catalogue:' || TG_TABLE_NAME);
  RETURN NULL;
END $$;

DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['games', 'game_names', 'game_vendors'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change()', listed || '_catalogue_notice', listed);
  END LOOP;
END $$;
`;
