/**
 * Which build last seeded this database: a start whose build already did skips the seeds (they
 * only ever insert what is missing, so running them again would change nothing).
 */
export const seedMarks = /* sql */ `
CREATE TABLE seed_marks (
  seeds text PRIMARY KEY,
  build text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
`;
