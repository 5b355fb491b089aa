import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../platform/db/migrations/index.ts';
import { type FreshDb, freshDb } from '../../test/harness.ts';
import { operatorLinksRepo } from './operator-links.repo.ts';

/**
 * Migration 039 links the operators set up before it from the audit log: a puppet an owner made
 * on an earlier release is caught as well as one made after.
 */

let fresh: FreshDb;
beforeAll(async () => {
  fresh = await freshDb();
  for (const migration of MIGRATIONS) {
    if (migration.id === '039-operator-links') break;
    await fresh.db.exec(migration.sql);
  }
});
afterAll(() => fresh.drop());

const operator = async (username: string) =>
  Number(
    (await fresh.db.one<{ id: number }>('INSERT INTO operators (username) VALUES ($1) RETURNING id', [username]))?.id,
  );
const audit = (by: number | null, action: string, target: string) =>
  fresh.db.query('INSERT INTO operator_audit (operator_id, action, target, detail) VALUES ($1, $2, $3, $4)', [
    by,
    action,
    target,
    '{}',
  ]);

describe('migration 039 on operators made before it', () => {
  it('links each operator to whoever created, reset or granted it, and makes creators and resetters keyholders', async () => {
    const [boss, puppet, reset, granted, staff] = [
      await operator('boss'),
      await operator('Puppet'),
      await operator('reset-me'),
      await operator('grant-me'),
      await operator('staff'),
    ];
    await audit(null, 'operator.create', 'boss');
    await audit(boss, 'operator.create', 'puppet');
    await audit(boss, 'operator.reset', 'reset-me');
    await audit(boss, 'operator.grants', 'grant-me');
    await audit(boss, 'operator.disable', 'staff');
    await fresh.db.exec(MIGRATIONS.find((migration) => migration.id === '039-operator-links')?.sql ?? '');

    const rows = await fresh.db.query<{ operator: number; by: number; how: string }>(
      'SELECT operator_id AS operator, by_operator AS by, how FROM operator_links ORDER BY id',
    );
    expect(rows).toEqual([
      { operator: puppet, by: boss, how: 'created' },
      { operator: puppet, by: boss, how: 'keyholder' },
      { operator: reset, by: boss, how: 'reset' },
      { operator: reset, by: boss, how: 'keyholder' },
      { operator: granted, by: boss, how: 'granted' },
    ]);
    const links = operatorLinksRepo(fresh.db);
    expect(await links.linked(puppet, boss)).toBe(true);
    // Two operators the same owner held the keys of are one person.
    expect(await links.linked(puppet, reset)).toBe(true);
    // Granted by the keyholder of another: as if granted by that other.
    expect(await links.linked(granted, reset)).toBe(true);
    expect(await links.linked(staff, boss)).toBe(false);
  });
});
