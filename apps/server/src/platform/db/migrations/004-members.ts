/** Members: rank, labels, registration details, referrer, case-insensitive account names. */
export const members = /* sql */ `
ALTER TABLE members
  ADD COLUMN vip_level       integer NOT NULL DEFAULT 1 CHECK (vip_level >= 0),
  ADD COLUMN labels          text[] NOT NULL DEFAULT '{}',
  ADD COLUMN password_set    boolean NOT NULL DEFAULT true,
  ADD COLUMN referrer_id     bigint REFERENCES members(id),
  ADD COLUMN register_domain text,
  ADD COLUMN register_method text;
-- "Alice" and "alice" are the same account; the mixed-case spelling is kept for display.
CREATE UNIQUE INDEX IF NOT EXISTS members_account_ci ON members (merchant_id, lower(account));
CREATE UNIQUE INDEX members_referral ON members (merchant_id, referral_code) WHERE referral_code IS NOT NULL;
CREATE INDEX members_parent ON members (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX password_resets_member ON password_resets (member_id);
`;
