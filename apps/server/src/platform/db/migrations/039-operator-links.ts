/**
 * Two people means two people (issue 35): an operator created, reset or granted by another may
 * not be that operator's second person, nor may two operators whose ways in were held by the same
 * person. `operator_links` records, for every operator, who set it up or changed its roles, and who
 * held a whole enrolment token of it (its keyholders); it is append-only like the audit.
 *
 * Arming an operator with money powers becomes an approval of its own (operator-create,
 * operator-grants, operator-reset). Such a request may concern several brands or every brand,
 * so its brand may be null; the asker's share of the new enrolment token waits on the request,
 * hashed, until the approver adds the second share.
 *
 * Operators set up before this migration were set up by one owner holding the whole token: the
 * audit log says who, and those links are written now, so an operator made that way is caught too.
 */
export const operatorLinks = /* sql */ `
CREATE TABLE operator_links (
  id          serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  by_operator integer NOT NULL REFERENCES operators(id),
  how         text NOT NULL CHECK (how IN ('created', 'reset', 'granted', 'keyholder')),
  at          timestamptz NOT NULL DEFAULT now(),
  CHECK (operator_id <> by_operator)
);
CREATE INDEX operator_links_operator ON operator_links (operator_id);
CREATE INDEX operator_links_by ON operator_links (by_operator);
CREATE TRIGGER operator_links_append_only BEFORE UPDATE OR DELETE ON operator_links
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_links_no_truncate BEFORE TRUNCATE ON operator_links
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();

INSERT INTO operator_links (operator_id, by_operator, how, at)
SELECT o.id, a.operator_id, x.how, a.at
  FROM operator_audit a
  JOIN operators o ON lower(o.username) = lower(a.target)
  CROSS JOIN LATERAL (VALUES
    (CASE a.action WHEN 'operator.create' THEN 'created' WHEN 'operator.reset' THEN 'reset' ELSE 'granted' END),
    (CASE WHEN a.action IN ('operator.create', 'operator.reset') THEN 'keyholder' END)) x(how)
 WHERE a.action IN ('operator.create', 'operator.reset', 'operator.grants')
   AND a.operator_id IS NOT NULL AND a.operator_id <> o.id AND x.how IS NOT NULL
 ORDER BY a.id;

ALTER TABLE approvals DROP CONSTRAINT approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check CHECK (kind IN (
  'adjustment', 'money-settings', 'win-release', 'operator-create', 'operator-grants', 'operator-reset'));
ALTER TABLE approvals ALTER COLUMN merchant_id DROP NOT NULL;
ALTER TABLE approvals ADD CONSTRAINT approvals_brand CHECK (merchant_id IS NOT NULL OR kind LIKE 'operator-%');
ALTER TABLE approvals ADD COLUMN share_hash text;
-- One pending request per operator being reset or regranted, one per name being created.
CREATE UNIQUE INDEX approvals_one_pending_operator ON approvals (kind, subject)
  WHERE kind LIKE 'operator-%' AND state = 'pending';
`;
