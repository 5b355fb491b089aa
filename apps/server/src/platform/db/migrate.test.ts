import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDb, migratedDb } from '../../test/harness.ts';
import { migrate } from './migrate.ts';
import { countStatements } from './statements.ts';

let t: FreshDb;
beforeAll(async () => {
  t = await migratedDb();
});
afterAll(() => t.drop());

describe('the migration check at start-up', () => {
  it('is one statement, without transaction or lock, when every migration is applied and no grants are due', async () => {
    const { result, statements } = await countStatements(() => migrate(t.db));
    expect(result).toEqual([]);
    expect(statements).toBe(1);
  });
});
