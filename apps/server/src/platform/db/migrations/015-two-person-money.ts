/**
 * Two-person money: maker–checker approvals, per-brand limits on what operators
 * may move, two approvals for large withdrawals, and vendor wins held over a cap.
 */
export const twoPersonMoney = /* sql */ `
-- Limits per brand. Existing brands get defaults scaled from their withdrawal maximum,
-- so they fit the brand's currency: one adjustment at most that maximum, a second
-- approval above a fifth of it, a win at most 10,000 times its stake and 20 maxima.
ALTER TABLE merchant_money_settings
  ADD COLUMN adjust_max bigint,
  ADD COLUMN withdraw_two_approvals_over bigint,
  ADD COLUMN win_cap_multiple integer,
  ADD COLUMN win_cap_amount bigint;
UPDATE merchant_money_settings
   SET adjust_max = withdraw_max, withdraw_two_approvals_over = withdraw_max / 5,
       win_cap_multiple = 10000, win_cap_amount = withdraw_max * 20;
ALTER TABLE merchant_money_settings
  ALTER COLUMN adjust_max SET NOT NULL,
  ALTER COLUMN withdraw_two_approvals_over SET NOT NULL,
  ALTER COLUMN win_cap_multiple SET NOT NULL,
  ALTER COLUMN win_cap_amount SET NOT NULL,
  ADD CHECK (adjust_max > 0),
  ADD CHECK (withdraw_two_approvals_over >= 0),
  ADD CHECK (win_cap_multiple > 0),
  ADD CHECK (win_cap_amount > 0);

-- A vendor's own cap at a brand, replacing the brand's cap for that vendor.
CREATE TABLE merchant_vendor_win_caps (
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  vendor_code  text NOT NULL,
  cap_multiple integer NOT NULL CHECK (cap_multiple > 0),
  cap_amount   bigint NOT NULL CHECK (cap_amount > 0),
  PRIMARY KEY (merchant_id, vendor_code)
);

-- A request one operator makes and another decides. Approving carries out the action in
-- the same transaction as the state change (pending → approved, conditional), so it
-- happens once however many operators press approve at the same moment.
CREATE TABLE approvals (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  kind         text NOT NULL CHECK (kind IN ('adjustment', 'money-settings', 'win-release')),
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected', 'cancelled')),
  -- What the request is about (a member account, a brand, a held win), for one pending request per subject.
  subject      text NOT NULL,
  -- What to do, as asked; for an adjustment its client requestId and the hash of the ask.
  detail       jsonb NOT NULL,
  request_key  text,
  request_hash text,
  requested_by integer NOT NULL REFERENCES operators(id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_by   integer REFERENCES operators(id),
  decided_at   timestamptz,
  note         text,
  CHECK ((state = 'pending') = (decided_at IS NULL)),
  CHECK (state <> 'approved' OR decided_by <> requested_by)
);
CREATE UNIQUE INDEX approvals_request_key ON approvals (kind, request_key) WHERE request_key IS NOT NULL;
CREATE UNIQUE INDEX approvals_one_pending_release ON approvals (subject) WHERE kind = 'win-release' AND state = 'pending';
CREATE INDEX approvals_queue ON approvals (merchant_id, state, requested_at);

-- Who approved a withdrawal for payment; two different operators above the brand's threshold.
CREATE TABLE withdrawal_approvals (
  withdrawal_id bigint NOT NULL REFERENCES withdrawals(id),
  operator_id   integer NOT NULL REFERENCES operators(id),
  approved_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (withdrawal_id, operator_id)
);

-- A vendor win over the cap: nothing credited, the bet marked held, until an operator
-- releases it (with a second operator's approval) or voids it.
ALTER TABLE bet_records DROP CONSTRAINT bet_records_state_check;
ALTER TABLE bet_records ADD CONSTRAINT bet_records_state_check
  CHECK (state IN ('open', 'settled', 'refunded', 'held', 'voided'));
CREATE TABLE held_wins (
  id                 bigserial PRIMARY KEY,
  merchant_id        integer NOT NULL REFERENCES merchants(id),
  member_id          bigint NOT NULL REFERENCES members(id),
  bet_id             bigint NOT NULL UNIQUE REFERENCES bet_records(id),
  vendor_code        text NOT NULL,
  win_transaction_id text NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  cap_multiple       integer NOT NULL,
  cap_amount         bigint NOT NULL,
  state              text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'voided')),
  held_at            timestamptz NOT NULL DEFAULT now(),
  decided_by         integer REFERENCES operators(id),
  decided_at         timestamptz,
  reason             text,
  transfer_id        bigint REFERENCES ledger_transfers(id),
  UNIQUE (vendor_code, win_transaction_id),
  CHECK ((state = 'held') = (decided_at IS NULL)),
  CHECK ((state = 'released') = (transfer_id IS NOT NULL))
);
CREATE INDEX held_wins_queue ON held_wins (merchant_id, state, held_at);

-- The house games remember that a win was held, so a replay tells the player the same.
ALTER TABLE slot_rounds ADD COLUMN held boolean NOT NULL DEFAULT false;
ALTER TABLE house_baccarat_hands ADD COLUMN held boolean NOT NULL DEFAULT false;
ALTER TABLE lottery_tickets ADD COLUMN held boolean NOT NULL DEFAULT false;
`;
