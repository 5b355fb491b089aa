import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDb, freshDb } from '../../test/harness.ts';
import { countStatements, onStatement } from './statements.ts';

/** The statement hook counts what either client sends, transactions' BEGIN and COMMIT included. */
let t: FreshDb;
beforeAll(async () => {
  t = await freshDb();
});
afterAll(() => t.drop());

describe('the statement hook', () => {
  it('counts a transaction of two queries as four statements, and only those sent from its scope', async () => {
    const heard: string[] = [];
    const stop = onStatement((sql) => heard.push(sql));
    const counted = countStatements(() =>
      t.db.tx(async (tx) => {
        await tx.query('SELECT 1 AS one');
        return (await tx.one<{ two: number }>('SELECT 2 AS two', [], { name: 'statements_test_two' }))?.two;
      }),
    );
    // Sent meanwhile from outside the scope: heard by the listener, not counted.
    const outside = t.db.query('SELECT 3 AS three');
    const [{ result, statements }] = await Promise.all([counted, outside]);
    stop();
    expect(result).toBe(2);
    expect(statements).toBe(4);
    expect(heard).toEqual(
      expect.arrayContaining(['BEGIN', 'SELECT 1 AS one', 'SELECT 2 AS two', 'COMMIT', 'SELECT 3 AS three']),
    );
  });
});
