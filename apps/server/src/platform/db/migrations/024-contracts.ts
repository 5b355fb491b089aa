/**
 * Agents' contracts (endpoints §3, §4): an upline offers a direct downline a dividend,
 * daily, hourly or real-time salary contract; the downline answers; either side may
 * ask to end it. The house (an operator) is the other side when the member has no
 * upline. Settlement pays each (contract, period) once: the payout row's key and the
 * contract's pointer to its next period move in the settling job's transaction.
 */
export const contracts = /* sql */ `
-- Who pays contracts that have an upline: the house (default) or the upline's wallet.
CREATE TABLE contract_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants(id),
  payer       text NOT NULL DEFAULT 'house' CHECK (payer IN ('house', 'upline'))
);

CREATE TABLE agent_contracts (
  id                       bigserial PRIMARY KEY,
  merchant_id              integer NOT NULL REFERENCES merchants(id),
  kind                     text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  member_id                bigint NOT NULL REFERENCES members(id),
  -- NULL: the house is the other side (a member without an upline; set by an operator).
  upline_id                bigint REFERENCES members(id),
  terms                    jsonb NOT NULL,
  state                    text NOT NULL DEFAULT 'offered'
                           CHECK (state IN ('offered', 'active', 'rejected', 'cancelled', 'ended')),
  offered_by               text NOT NULL CHECK (offered_by IN ('upline', 'operator')),
  offered_at               timestamptz NOT NULL DEFAULT now(),
  answered_at              timestamptz,
  accepted_at              timestamptz,
  ended_at                 timestamptz,
  end_reason               text CHECK (end_reason IN ('terminated', 'replaced', 'upline', 'operator')),
  termination_requested_by text CHECK (termination_requested_by IN ('upline', 'member')),
  -- The next period to settle; NULL once nothing more is owed (never accepted, or settled past its end).
  next_period_start        timestamptz,
  next_period_end          timestamptz,
  CHECK (member_id <> upline_id),
  CHECK ((state = 'ended') = (ended_at IS NOT NULL)),
  CHECK (state NOT IN ('active', 'ended') OR accepted_at IS NOT NULL),
  CHECK ((state = 'ended') = (end_reason IS NOT NULL)),
  CHECK (state = 'active' OR termination_requested_by IS NULL)
);
-- One contract in force and one offer waiting per member and kind.
CREATE UNIQUE INDEX agent_contracts_active ON agent_contracts (member_id, kind) WHERE state = 'active';
CREATE UNIQUE INDEX agent_contracts_offer ON agent_contracts (member_id, kind) WHERE state = 'offered';
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, state);
CREATE INDEX agent_contracts_member ON agent_contracts (member_id, kind, id DESC);
CREATE INDEX agent_contracts_due ON agent_contracts (merchant_id, kind, next_period_end)
  WHERE next_period_end IS NOT NULL;

-- Each contract's history: offers, answers, termination requests, ends.
CREATE TABLE contract_events (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  contract_id bigint NOT NULL REFERENCES agent_contracts(id),
  action      text NOT NULL,
  actor       text NOT NULL CHECK (actor IN ('upline', 'member', 'operator', 'system')),
  operator_id integer REFERENCES operators(id),
  reason      text,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_events_contract ON contract_events (contract_id, id DESC);

-- One row per (contract, period) that earned something: paid, or owed by an upline short of funds.
CREATE TABLE contract_payouts (
  id           bigserial PRIMARY KEY,
  merchant_id  integer NOT NULL REFERENCES merchants(id),
  contract_id  bigint NOT NULL REFERENCES agent_contracts(id),
  kind         text NOT NULL,
  member_id    bigint NOT NULL REFERENCES members(id),
  -- NULL: the house paid.
  payer_id     bigint REFERENCES members(id),
  period_start timestamptz NOT NULL,
  period_end   timestamptz NOT NULL,
  period_label text NOT NULL,
  figures      jsonb NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  state        text NOT NULL CHECK (state IN ('paid', 'owed')),
  transfer_id  bigint REFERENCES ledger_transfers(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz,
  UNIQUE (contract_id, period_start),
  CHECK ((state = 'paid') = (transfer_id IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE INDEX contract_payouts_brand ON contract_payouts (merchant_id, period_start DESC, id DESC);
CREATE INDEX contract_payouts_member ON contract_payouts (member_id, period_start DESC);
CREATE INDEX contract_payouts_owed ON contract_payouts (merchant_id, kind, id) WHERE state = 'owed';

-- Hourly and 5-minute salaries read the bets decided in their window: a bounded range of this index.
CREATE INDEX bet_records_settled ON bet_records (merchant_id, settled_at) WHERE settled_at IS NOT NULL;
`;
