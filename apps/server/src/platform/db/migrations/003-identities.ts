/** Sign-in identities from an outside provider (Google, Facebook, phone) linked to members. */
export const identities = /* sql */ `
CREATE TABLE member_identities (
  merchant_id integer NOT NULL REFERENCES merchants(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  channel     text NOT NULL CHECK (channel IN ('google', 'facebook', 'sms')),
  subject     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, channel, subject)
);
CREATE INDEX member_identities_member ON member_identities (member_id);
`;
