import type { Db } from './db.ts';
import { quoteIdent } from './grants.ts';

/** The role the embedded server runs as after migrating (PGlite has no logins: it is SET ROLE). */
export const EMBEDDED_RUNTIME_ROLE = 'arcadia_app';

/** Creates a role that cannot log in, once (embedded database and tests; on a server the DBA does it). */
export async function ensureRole(owner: Db, role: string, login = ''): Promise<void> {
  const exists = await owner.one('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (exists) return;
  try {
    await owner.exec(`CREATE ROLE ${quoteIdent(role)} ${login || 'NOLOGIN'}`);
  } catch (error) {
    // Another process created it between our look and our CREATE: what we wanted.
    if ((error as { code?: string }).code !== '42710' && (error as { code?: string }).code !== '23505') throw error;
  }
}

/** The role a connection string logs in as: the grants go to it. */
export function roleOfUrl(url: string): string {
  const user = decodeURIComponent(new URL(url).username);
  if (!user) throw new Error('DATABASE_URL must name its user (the runtime role) when DATABASE_OWNER_URL is set');
  return user;
}

/**
 * Why this connection is more than a runtime role may be, or an empty list: a superuser,
 * a role that can make roles (and so grant itself the owner), a role that owns (or is a
 * member of the owner of) the schema or anything in it, or may create objects in it.
 */
export async function runtimeRoleProblems(db: Db): Promise<string[]> {
  const row = await db.one<{
    role: string;
    superuser: boolean;
    createRole: boolean;
    ownsSchema: boolean;
    createInSchema: boolean;
    owned: number;
  }>(
    `SELECT current_user AS role, r.rolsuper AS superuser, r.rolcreaterole AS "createRole",
            pg_has_role(n.nspowner, 'USAGE') AS "ownsSchema",
            has_schema_privilege(n.oid, 'CREATE') AS "createInSchema",
            (SELECT count(*) FROM pg_class c
              WHERE c.relnamespace = n.oid AND c.relkind IN ('r', 'p', 'S', 'v', 'm', 'f')
                AND pg_has_role(c.relowner, 'USAGE'))::int AS owned
       FROM pg_roles r, pg_namespace n
      WHERE r.rolname = current_user AND n.oid = current_schema()::regnamespace`,
  );
  if (!row) return ['the connection has no current role or schema'];
  const who = `role "${row.role}"`;
  if (row.superuser) return [`${who} is a superuser`];
  const problems: string[] = [];
  if (row.createRole) problems.push(`${who} may create roles`);
  if (row.owned > 0) problems.push(`${who} owns ${row.owned} table(s) or sequence(s)`);
  if (row.ownsSchema) problems.push(`${who} owns the schema`);
  if (row.createInSchema) problems.push(`${who} may create objects in the schema`);
  return problems;
}

/** Production refuses to run on a connection that could change the schema or the triggers that guard the books. */
export async function assertRuntimeRole(db: Db): Promise<void> {
  const problems = await runtimeRoleProblems(db);
  if (problems.length === 0) return;
  throw new Error(
    `refusing to start in production: the database connection is not a runtime role (${problems.join('; ')}). ` +
      'Set DATABASE_URL to a role that owns nothing and may only read and write rows, and DATABASE_OWNER_URL to ' +
      'the owner that migrates (README: "PostgreSQL roles").',
  );
}
