/** Accounts: member profile columns, sessions, codes, outbox, counters, keys. */
export const accounts = /* sql */ `
ALTER TABLE members
  ADD COLUMN payee_name            text,
  ADD COLUMN payment_password_hash text,
  ADD COLUMN totp_secret           text,
  ADD COLUMN totp_pending_secret   text,
  ADD COLUMN totp_enabled          boolean NOT NULL DEFAULT false,
  ADD COLUMN password_changed_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN affiliate_code        text,
  ADD COLUMN referral_code         text,
  ADD COLUMN profile               jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN register_ip           text,
  ADD COLUMN register_url          text,
  ADD COLUMN has_avatar            boolean NOT NULL DEFAULT false,
  ADD COLUMN locked_until          timestamptz;
CREATE UNIQUE INDEX members_email ON members (merchant_id, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate ON members (merchant_id, affiliate_code) WHERE affiliate_code IS NOT NULL;

CREATE TABLE sessions (
  token_hash           text PRIMARY KEY,
  member_id            bigint NOT NULL REFERENCES members(id),
  merchant_id          integer NOT NULL REFERENCES merchants(id),
  ip                   text NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  expires_at           timestamptz NOT NULL,
  revoked_at           timestamptz,
  must_change_password boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

CREATE TABLE login_history (
  id        bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  ip        text NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_member ON login_history (member_id, at DESC);

CREATE TABLE verification_codes (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  purpose     text NOT NULL,
  recipient   text NOT NULL,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0
);
CREATE INDEX verification_codes_lookup ON verification_codes (merchant_id, purpose, recipient, created_at DESC);

CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id),
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  adapter     text
);
CREATE INDEX outbox_recipient ON outbox (recipient, created_at DESC);

CREATE TABLE device_challenges (
  id          text PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  ip          text NOT NULL,
  login_type  text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0
);

CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE member_avatars (
  member_id  bigint PRIMARY KEY REFERENCES members(id),
  mime       text NOT NULL,
  bytes      bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Short-lived keys and counters (rate limits, captcha answers, replay nonces) when Redis is not configured.
CREATE TABLE kv_entries (
  key        text PRIMARY KEY,
  value      text,
  count      bigint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX kv_entries_expiry ON kv_entries (expires_at);

CREATE TABLE server_keys (
  id          text PRIMARY KEY,
  private_pem text NOT NULL,
  public_spki text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
`;
