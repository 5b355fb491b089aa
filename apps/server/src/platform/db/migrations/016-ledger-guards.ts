/**
 * The database guards the books, whoever writes to it:
 * - an entry applies its own amount to its account (a trigger), and nothing else may
 *   change an account: a direct UPDATE of ledger_accounts is refused, an account opens
 *   with balance 0;
 * - every transfer has at least two entries summing to zero, checked at commit (a
 *   deferred constraint trigger), so a transfer may be written in several statements.
 *
 * The entry trigger runs as the tables' owner (SECURITY DEFINER): the runtime role
 * may not update balances itself (platform/db/grants.ts). The account guard lets a
 * change through only when it comes from inside a trigger (depth 2: the entry's) and
 * runs as the owner, which a direct statement of the runtime role never does.
 * Functions that read or write tables get a fixed search_path (this schema, then
 * pg_temp): a temporary table named like ours must not stand in for it.
 */
export const ledgerGuards = /* sql */ `
CREATE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NULL;
END;
$$;
REVOKE ALL ON FUNCTION ledger_entry_apply() FROM PUBLIC;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_apply();

CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens with balance 0' USING ERRCODE = 'P0001';
    END IF;
    RETURN NEW;
  END IF;
  IF pg_catalog.pg_trigger_depth() < 2 OR NOT pg_catalog.pg_has_role(
       (SELECT c.relowner FROM pg_catalog.pg_class c WHERE c.oid = TG_RELID), 'USAGE') THEN
    RAISE EXCEPTION 'ledger accounts change only through ledger entries' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();

-- One function for both tables: a new transfer, and any entry added to a transfer.
CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  transfer bigint;
  entries  bigint;
  total    numeric;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transfers' THEN
    transfer := NEW.id;
  ELSE
    transfer := NEW.transfer_id;
  END IF;
  SELECT count(*), COALESCE(sum(amount), 0) INTO entries, total FROM ledger_entries WHERE transfer_id = transfer;
  IF entries < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance: % entries summing to %', transfer, entries, total
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_transfers_balanced';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION ledger_entry_apply() SET search_path = %I, pg_temp', current_schema());
  EXECUTE format('ALTER FUNCTION ledger_transfer_balanced() SET search_path = %I, pg_temp', current_schema());
END;
$$;
`;
