/**
 * A vendor is listed on a brand only when the brand has it switched on and the platform has an
 * adapter for it (issue 36): where the provider's API answers and how its wallet works. Its
 * signing secret stays in vendor_secrets, written from the deployment's configuration only.
 * `listed` is what every lobby query reads; `maintenance` is an operator's, per brand: the vendor
 * stays listed and its games answer game-maintenance.
 */
export const vendorAdapters = /* sql */ `
CREATE TABLE vendor_adapters (
  vendor_code   text PRIMARY KEY,
  api_url       text NOT NULL,
  wallet_mode   text NOT NULL DEFAULT 'seamless' CHECK (wallet_mode IN ('seamless', 'transfer')),
  configured_at timestamptz NOT NULL DEFAULT now(),
  synced_at     timestamptz
);

ALTER TABLE game_vendors
  ADD COLUMN adapter_ready boolean NOT NULL DEFAULT false,
  ADD COLUMN maintenance boolean NOT NULL DEFAULT false;
ALTER TABLE game_vendors ADD COLUMN listed boolean GENERATED ALWAYS AS (enabled AND adapter_ready) STORED;

-- A brand's vendor row knows whether its vendor has an adapter, from its first day.
CREATE FUNCTION game_vendor_adapter_ready() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.adapter_ready := EXISTS (SELECT 1 FROM vendor_adapters a WHERE a.vendor_code = NEW.vassalage);
  RETURN NEW;
END $$;
CREATE TRIGGER game_vendors_adapter_ready BEFORE INSERT ON game_vendors
  FOR EACH ROW EXECUTE FUNCTION game_vendor_adapter_ready();

-- An adapter configured or removed lists or unlists the vendor on every brand (whose change
-- notices then drop the menus and catalogue indexes kept in each process).
CREATE FUNCTION vendor_adapter_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_vendors SET adapter_ready = (TG_OP <> 'DELETE')
   WHERE vassalage = CASE WHEN TG_OP = 'DELETE' THEN OLD.vendor_code ELSE NEW.vendor_code END
     AND adapter_ready IS DISTINCT FROM (TG_OP <> 'DELETE');
  RETURN NULL;
END $$;
CREATE TRIGGER vendor_adapters_listing AFTER INSERT OR DELETE ON vendor_adapters
  FOR EACH ROW EXECUTE FUNCTION vendor_adapter_listing();
`;
