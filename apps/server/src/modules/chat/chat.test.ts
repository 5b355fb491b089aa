import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, freshIp, tokenFor } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get, send } from '../../test/requests.ts';
import { CHAT_PER_THREAD_PER_MINUTE } from './chat.service.ts';

let t: TestApp;
let support: OpsCaller;
let betaSupport: OpsCaller;
let content: OpsCaller;

beforeAll(async () => {
  t = await buildTestApp();
  support = await operatorSession(
    t.app,
    await createOperator(t.db, { grants: [{ role: 'support', merchant: 'demo' }] }),
  );
  betaSupport = await operatorSession(
    t.app,
    await createOperator(t.db, { grants: [{ role: 'support', merchant: 'beta' }] }),
  );
  content = await operatorSession(t.app, await createOperator(t.db, { grants: [{ role: 'owner', merchant: 'beta' }] }));
});
afterAll(() => t.close());

let clients = 0;
const browser = () => ({ 'x-client-id': `client-${process.pid}-${clients++}-abcdef`, ...freshIp() });

const write = (headers: Record<string, string>, text: string) =>
  send(t.app, { method: 'POST', url: '/wps/chat/messages', payload: { text }, headers });
const read = (headers: Record<string, string>, after = '') =>
  get(t.app, `/wps/chat/messages${after ? `?after=${after}` : ''}`, headers);

describe('the built-in live chat', () => {
  it("keeps a visitor's thread by browser, answered by an operator", async () => {
    const visitor = browser();
    expect((await read(visitor)).body.value).toEqual({ state: 'none', messages: [] });
    const first = await write(visitor, '  How do I deposit?  ');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ from: 'me', text: 'How do I deposit?' });

    const threads = await support('GET', '/ops/chats?merchant=demo&state=open');
    const thread = threads.body.value.list.find(
      (entry: { lastMessage: string }) => entry.lastMessage === 'How do I deposit?',
    );
    expect(thread).toMatchObject({ account: null, state: 'open', waiting: true, merchantCode: 'demo' });

    const answer = await support('POST', `/ops/chats/${thread.id}/messages`, {
      text: 'Open Deposit in the member centre.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value).toMatchObject({ sender: 'operator', text: 'Open Deposit in the member centre.' });

    const after = await read(visitor, first.body.value.id);
    expect(after.body.value).toEqual({
      state: 'open',
      messages: [expect.objectContaining({ from: 'agent', text: 'Open Deposit in the member centre.' })],
    });
    // Another browser sees nothing of it.
    expect((await read(browser())).body.value.state).toBe('none');

    const detail = await support('GET', `/ops/chats/${thread.id}`);
    expect(detail.body.value.messages.map((message: { sender: string }) => message.sender)).toEqual([
      'member',
      'operator',
    ]);
    expect(detail.body.value.thread.waiting).toBe(false);
    const audit = await t.db.query(`SELECT detail FROM operator_audit WHERE action = 'chat.answer' AND target = $1`, [
      `chat:${thread.id}`,
    ]);
    expect(audit).toHaveLength(1);
  });

  it("keeps a member's thread by account, reopened by writing after it was closed", async () => {
    const member = await createMember(t.db);
    const headers = { ...bearerHeader(await tokenFor(t.db, member)), ...freshIp() };
    await write(headers, 'My withdrawal is late');
    const list = await support('GET', '/ops/chats?merchant=demo');
    const thread = list.body.value.list.find((entry: { account: string | null }) => entry.account === member.account);
    expect(thread).toBeTruthy();

    const closed = await support('POST', `/ops/chats/${thread.id}/close`);
    expect(closed.body.value.state).toBe('closed');
    expect((await read(headers)).body.value.state).toBe('closed');
    await write(headers, 'Still late');
    const reopened = await read(headers);
    expect(reopened.body.value.state).toBe('open');
    expect(reopened.body.value.messages.map((message: { text: string }) => message.text)).toEqual([
      'My withdrawal is late',
      'Still late',
    ]);
    const count = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_threads WHERE member_id = $1', [
      member.id,
    ]);
    expect(count?.n).toBe(1);
  });

  it('needs a browser id from a visitor and refuses empty or over-long text', async () => {
    expect((await write(freshIp(), 'hello')).status).toBe(400);
    expect((await write({ ...freshIp(), 'x-client-id': 'no good!' }, 'hello')).status).toBe(400);
    expect((await write(browser(), '   ')).status).toBe(400);
    expect((await write(browser(), 'x'.repeat(1001))).status).toBe(400);
  });

  it(`takes ${CHAT_PER_THREAD_PER_MINUTE} messages a minute from one thread`, async () => {
    const visitor = browser();
    for (let index = 0; index < CHAT_PER_THREAD_PER_MINUTE; index++) {
      expect((await write(visitor, `message ${index}`)).status).toBe(200);
    }
    const over = await write(visitor, 'one more');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too-many-requests');
  });

  it("keeps each brand's desk to its own threads and needs members.support", async () => {
    await write(browser(), 'demo question');
    const demoThread = (await support('GET', '/ops/chats?merchant=demo')).body.value.list[0];
    expect((await betaSupport('GET', `/ops/chats/${demoThread.id}`)).status).toBe(404);
    expect((await betaSupport('POST', `/ops/chats/${demoThread.id}/messages`, { text: 'hi' })).status).toBe(404);
    expect((await betaSupport('GET', '/ops/chats')).body.value.list).toEqual([]);
    // An owner of beta holds members.support there, not for demo.
    expect((await content('GET', '/ops/chats?merchant=demo')).status).toBe(403);
  });
});
