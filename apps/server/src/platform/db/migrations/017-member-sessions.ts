/**
 * Sessions a member can see and end: a public id to name one by (the token hash
 * never leaves the server), the browser it is used from, and when and where it
 * was last seen (written at most once a minute, not on every request).
 */
export const memberSessions = /* sql */ `
ALTER TABLE sessions
  ADD COLUMN public_id    text NOT NULL DEFAULT gen_random_uuid()::text,
  ADD COLUMN user_agent   text,
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_ip      text;
UPDATE sessions SET last_seen_at = created_at;
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
`;
