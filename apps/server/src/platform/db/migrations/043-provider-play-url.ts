/**
 * Where a provider's game pages are served (issue 36): the site's game frame may open only that
 * origin (frame-src), and a launch address elsewhere is refused. Null: the pages are served where
 * its API answers. Every change is noticed, so each process's page policy follows at once.
 */
export const providerPlayUrl = /* sql */ `
ALTER TABLE vendor_adapters ADD COLUMN play_url text CHECK (play_url ~ '^https?://[^/?#]+/?$');

CREATE TRIGGER vendor_adapters_notice AFTER INSERT OR UPDATE OR DELETE ON vendor_adapters
  FOR EACH ROW EXECUTE FUNCTION notify_vendor_change();
`;
