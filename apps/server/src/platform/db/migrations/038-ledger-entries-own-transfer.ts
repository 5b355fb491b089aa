/**
 * A committed transfer gains no entries (issue 35): the runtime role could add a balanced pair to
 * a historic deposit (`INSERT INTO ledger_entries … VALUES (1, 1, 5000), (1, 3, -5000)`), and the
 * balance rule of migration 016 held. Now an entry is written only by the (sub)transaction that
 * wrote its transfer: the xid that wrote the row is its `xmin`, and transfers are append-only
 * (migration 005), so a transfer's xmin never changes.
 *
 * The check is folded into the entry trigger every entry already fires (ledger_entry_apply, 016):
 * a bet gains no trigger call, only a look-up of its transfer by key. Measured on PostgreSQL 15,
 * ledger_post in a loop, ten rounds of 1,500 postings each way in turns: 200 µs of backend CPU per
 * posting with the look-up and without, within the noise. The xid running the trigger is the xmin
 * of the account row version its own UPDATE writes (`RETURNING xmin`): the trigger is not
 * deferrable, so it runs in the statement's (sub)transaction, the one that wrote the entry.
 * Not `pg_current_xact_id()`: that is the top transaction's xid, and rows written under a savepoint
 * carry the subtransaction's. The job queue runs every handler under one (job-queue.ts), and an
 * upline's contract payout posts under another (settlement.service.ts); so a transfer and its
 * entries must be written in one (sub)transaction, as `transfer` and ledger_post do.
 *
 * Limit: xmin is 32 bits and a frozen row keeps it, so some four billion transactions later one
 * transaction whose xid equals an old transfer's could add to it. ledger:check proves the rule
 * from the rows themselves (each entry's xmin is its transfer's), even if an owner switched the
 * trigger off; a dump restored in several transactions breaks that proof, so a restore is one.
 * The function is restated whole, as a replacing migration must; REPLACE keeps its owner and
 * grants but not its settings, so the search_path is set again.
 */
export const ledgerEntriesOwnTransfer = /* sql */ `
CREATE OR REPLACE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
  v_writer xid;
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id RETURNING xmin INTO v_writer;
  PERFORM 1 FROM ledger_transfers t WHERE t.id = NEW.transfer_id AND t.xmin = v_writer;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger transfer % takes entries only in the transaction that wrote it', NEW.transfer_id
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_entries_own_transfer';
  END IF;
  RETURN NULL;
END;
$$;
REVOKE ALL ON FUNCTION ledger_entry_apply() FROM PUBLIC;

DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION ledger_entry_apply() SET search_path = %I, pg_temp', current_schema());
END;
$$;
`;
