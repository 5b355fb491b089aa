import type { Db } from './db.ts';

/**
 * What the running server may do beyond "read and write rows", table by table.
 * Every other table in the schema (whoever's migration added it) gets SELECT,
 * INSERT, UPDATE and DELETE; sequences USAGE and SELECT (nextval, not setval).
 */
const RULES: Record<string, { readOnly?: true; appendOnly?: true; noDelete?: true; fixedColumns?: string[] }> = {
  schema_migrations: { readOnly: true },
  ledger_transfers: { appendOnly: true },
  ledger_entries: { appendOnly: true },
  // Balances move only through entries (migration 016); an account is part of the books.
  ledger_accounts: { fixedColumns: ['balance'], noDelete: true },
  operator_audit: { appendOnly: true },
  lottery_draw_seeds: { appendOnly: true },
};

/** A trigger function whose whole body is one RAISE EXCEPTION: the table refuses that operation to everyone. */
const ALWAYS_RAISES = String.raw`^\s*BEGIN\s+RAISE\s+EXCEPTION[^;]*;\s*END;?\s*$`;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Run by the owner after every migration (inside its transaction): grants the runtime
 * role rows, never schema. Starts from nothing each time, so a rule tightened here
 * also takes back what an earlier start granted. Tables whose own trigger always
 * refuses UPDATE or DELETE lose that privilege too, so an append-only table added by
 * a later migration is covered without being listed.
 */
export async function grantRuntime(owner: Db, role: string): Promise<void> {
  const me = await owner.one<{ user: string; schema: string }>(
    'SELECT current_user AS user, current_schema() AS schema',
  );
  if (!me) throw new Error('grants: no current schema');
  if (me.user === role) {
    throw new Error(`the runtime role "${role}" is the owner connection's own role: give the server another role`);
  }
  const r = quoteIdent(role);
  const s = quoteIdent(me.schema);
  const tables = new Set(
    (
      await owner.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p')`,
      )
    ).map((row) => row.name),
  );
  const statements = [
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${s} FROM ${r}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${s} FROM ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`,
  ];
  for (const [table, rule] of Object.entries(RULES)) {
    if (!tables.has(table)) continue;
    const t = `${s}.${quoteIdent(table)}`;
    if (rule.readOnly) statements.push(`REVOKE INSERT, UPDATE, DELETE ON ${t} FROM ${r}`);
    if (rule.appendOnly) statements.push(`REVOKE UPDATE, DELETE ON ${t} FROM ${r}`);
    if (rule.noDelete) statements.push(`REVOKE DELETE ON ${t} FROM ${r}`);
    if (rule.fixedColumns) {
      const writable = (await columnsOf(owner, me.schema, table)).filter((name) => !rule.fixedColumns?.includes(name));
      const list = writable.map(quoteIdent).join(', ');
      statements.push(`REVOKE INSERT, UPDATE ON ${t} FROM ${r}`);
      // UPDATE of the other columns lets SELECT … FOR UPDATE lock a row; the table's guard refuses the change itself.
      if (list) statements.push(`GRANT INSERT (${list}), UPDATE (${list}) ON ${t} TO ${r}`);
    }
  }
  for (const row of await refusedByTrigger(owner)) {
    const t = `${s}.${quoteIdent(row.name)}`;
    if (row.update) statements.push(`REVOKE UPDATE ON ${t} FROM ${r}`);
    if (row.delete) statements.push(`REVOKE DELETE ON ${t} FROM ${r}`);
  }
  await owner.exec(statements.join(';\n'));
}

const columnsOf = async (owner: Db, schema: string, table: string) =>
  (
    await owner.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = ($1 || '.' || $2)::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      [quoteIdent(schema), quoteIdent(table)],
    )
  ).map((row) => row.name);

/** Tables with an enabled BEFORE trigger on UPDATE or DELETE that refuses unconditionally. */
const refusedByTrigger = (owner: Db) =>
  owner.query<{ name: string; update: boolean; delete: boolean }>(
    `SELECT c.relname AS name,
            bool_or(t.tgtype::int & 16 <> 0) AS "update",
            bool_or(t.tgtype::int & 8 <> 0) AS "delete"
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal AND t.tgenabled <> 'D'
        AND t.tgtype::int & 2 <> 0 AND p.prosrc ~* $1
      GROUP BY c.relname`,
    [ALWAYS_RAISES],
  );
