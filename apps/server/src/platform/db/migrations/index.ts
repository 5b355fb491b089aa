import { foundation } from './001-foundation.ts';

/** Every migration, in order. Append only: an applied migration is never edited. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [{ id: '001-foundation', sql: foundation }];
