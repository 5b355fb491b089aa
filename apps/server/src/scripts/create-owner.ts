/**
 * `npm run ops:create-owner -- <username>`: creates the first owner (every brand)
 * on the configured database (DATABASE_URL, else the embedded PGlite under
 * DATA_DIR) and prints a one-time enrolment token. Refuses a name that exists.
 * Runs in production too: it seeds nothing and starts no server.
 */
import { opsUsernameSchema } from '@arcadia/contracts';
import * as z from 'zod/mini';
import { createFirstOwner } from '../modules/ops/operators.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/open.ts';
import { AppError } from '../platform/errors.ts';

const parsed = z.safeParse(opsUsernameSchema, process.argv[2] ?? '');
if (!parsed.success) {
  console.error('usage: npm run ops:create-owner -- <username>   (3–32 letters, digits, dot, dash or underscore)');
  process.exit(2);
}
const username = parsed.data;

// Opening migrates the database (as its owner) first, as the server does on start.
const db = await openDatabase(loadConfig());
try {
  const { enrolment } = await createFirstOwner(db, username);
  console.log(`Created operator "${username}", owner of every brand.

One-time enrolment token (valid until ${enrolment.expiresAt}):

  ${enrolment.token}

Give it to ${username} over a safe channel. With it they choose a password and add an
authenticator app (TOTP), then log in with the password and the app's code:

  POST /ops/enrolment     {"token": "<the token>", "password": "<10 to 128 characters>"}
                          -> a ticket and the authenticator secret (and an otpauth:// URL for a QR code)
  POST /ops/session/code  {"ticket": "<the ticket>", "code": "<the app's 6 digits>"}
                          -> the operator session

The token works once. An owner can issue a new one later (POST /ops/operators/:id/reset).`);
} catch (error) {
  if (error instanceof AppError && error.code === 'account-exists') {
    console.error(`An operator named "${username}" exists already; nothing was changed.`);
  } else {
    console.error('could not create the owner:', error);
  }
  process.exitCode = 1;
} finally {
  await db.close();
}
