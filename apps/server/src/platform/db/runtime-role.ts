import { StartupError } from '../production.ts';
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
  if (!user) {
    throw new StartupError(
      'Arcadia cannot start: DATABASE_URL must name its user (the runtime role) when DATABASE_OWNER_URL is set.',
    );
  }
  return user;
}

/** What one role the connection may become can do beyond reading and writing rows. */
interface RolePowers {
  name: string;
  superuser: boolean;
  createRole: boolean;
  bypassRls: boolean;
  serverFiles: boolean;
  ownsSchema: boolean | null;
  createInSchema: boolean | null;
  changesDatabase: boolean;
  ownedRelations: number;
  ownedFunctions: number;
}

// Predefined roles that run programs or write files as the server's OS user: a way to superuser.
const SERVER_FILE_ROLES = ['pg_execute_server_program', 'pg_write_server_files'];

/**
 * Every role the connection's user is a member of, directly or through other roles, itself
 * included, with what each may do. 'MEMBER' rather than 'USAGE': a NOINHERIT membership grants
 * nothing until `SET ROLE`, and anyone holding the runtime role's password can type that.
 */
const ROLE_POWERS = `
  SELECT r.rolname AS name, r.rolsuper AS superuser, r.rolcreaterole AS "createRole",
         r.rolbypassrls AS "bypassRls", r.rolname = ANY($1::text[]) AS "serverFiles",
         r.oid = n.nspowner AS "ownsSchema",
         has_schema_privilege(r.oid, n.oid, 'CREATE') AS "createInSchema",
         (r.oid = d.datdba OR has_database_privilege(r.oid, d.oid, 'CREATE')) AS "changesDatabase",
         (SELECT count(*) FROM pg_class c
           WHERE c.relnamespace = n.oid AND c.relowner = r.oid AND c.relkind IN ('r', 'p', 'S', 'v', 'm', 'f'))::int
           AS "ownedRelations",
         (SELECT count(*) FROM pg_proc p WHERE p.pronamespace = n.oid AND p.proowner = r.oid)::int AS "ownedFunctions"
    FROM pg_roles r
    JOIN pg_database d ON d.datname = current_database()
    -- No current schema (no USAGE on any schema of the search path yet): nothing there to own or create in.
    LEFT JOIN pg_namespace n ON n.oid = current_schema()::regnamespace
   WHERE pg_has_role(current_user, r.oid, 'MEMBER')
   ORDER BY r.rolname = current_user DESC, r.rolname`;

/** What `role` may do that a runtime role must not, as short phrases (empty: nothing). */
function powersOf(role: RolePowers): string[] {
  const found: string[] = [];
  if (role.createRole) found.push('may create roles');
  if (role.bypassRls) found.push('bypasses row-level security');
  if (role.serverFiles) found.push('runs programs or writes files on the database server');
  if (role.ownedRelations > 0) found.push(`owns ${role.ownedRelations} table(s) or sequence(s)`);
  if (role.ownedFunctions > 0) found.push(`owns ${role.ownedFunctions} function(s)`);
  if (role.ownsSchema) found.push('owns the schema');
  if (role.createInSchema) found.push('may create objects in the schema');
  if (role.changesDatabase) found.push('owns the database or may create schemas in it');
  return found;
}

/**
 * Why this connection is more than a runtime role may be, or an empty list. Every role it may
 * become (`SET ROLE`, inherited or not) counts as itself: a superuser; a role that can make roles
 * (and so grant itself the owner); one that bypasses row security or reaches the server's files;
 * one that owns the schema, the database or anything in the schema (ALTER … DISABLE TRIGGER,
 * CREATE OR REPLACE FUNCTION), or may create objects there. The owner that migrates must be able
 * to create in the schema, so a member of the owner is caught too, before it owns anything.
 */
export async function runtimeRoleProblems(db: Db): Promise<string[]> {
  const roles = await db.query<RolePowers>(ROLE_POWERS, [SERVER_FILE_ROLES]);
  const self = roles[0];
  if (!self) return ['the connection has no current role or database'];
  const who = `role "${self.name}"`;
  const as = (role: RolePowers) => (role === self ? who : `${who} may become "${role.name}", which`);
  // A superuser is a member of every role: naming them all would bury the one fact that matters.
  if (self.superuser) return [`${who} is a superuser`];
  const superusers = roles.filter((role) => role.superuser);
  if (superusers.length > 0) return superusers.map((role) => `${who} may become the superuser "${role.name}"`);
  return roles.flatMap((role) => powersOf(role).map((power) => `${as(role)} ${power}`));
}

/** Production refuses to run on a connection that could change the schema or the triggers that guard the books. */
export async function assertRuntimeRole(db: Db): Promise<void> {
  const problems = await runtimeRoleProblems(db);
  if (problems.length === 0) return;
  throw new StartupError(
    `Arcadia refuses to start with NODE_ENV=production: the DATABASE_URL connection is not a runtime role ` +
      `(${problems.join('; ')}), so give the server a role that owns nothing, may only read and write rows and is ` +
      'a member of no role that may do more, and set DATABASE_OWNER_URL to the owner that migrates (README: "PostgreSQL roles").',
  );
}
