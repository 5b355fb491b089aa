import { TRIAL_TYPE } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, type TestMember, tokenFor } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';
import { notify } from './notify.ts';
import { inbox } from './test-kit.ts';

/**
 * Internal messages from operators (to a member, a label, everyone), read and unread
 * state, and the badge counts in one call.
 */
let t: TestApp;
let support: OpsCaller;
let content: OpsCaller;
beforeAll(async () => {
  t = await buildTestApp();
  support = await operatorSession(
    t.app,
    await createOperator(t.db, { grants: [{ role: 'support', merchant: 'demo' }] }),
  );
  content = await operatorSession(
    t.app,
    await createOperator(t.db, { grants: [{ role: 'content', merchant: 'demo' }] }),
  );
});
afterAll(() => t.close());

let seq = 0;
const requestId = () => `msg-${Date.now().toString(36)}-${seq++}`;
const letter = (extra: object = {}) => ({
  merchant: 'demo',
  title: { EN: 'Hello', CN: '你好' },
  content: { EN: 'Line one\nLine two' },
  requestId: requestId(),
  ...extra,
});
const labelled = async (labels: string[], options: { merchant?: string; type?: number } = {}) => {
  const member = await createMember(t.db, options);
  await t.db.query('UPDATE members SET labels = $2 WHERE id = $1', [member.id, labels]);
  return member;
};
const copies = async (broadcastId: string) =>
  (
    await t.db.query<{ memberId: string }>(
      'SELECT member_id::text AS "memberId" FROM member_messages WHERE broadcast_id = $1 ORDER BY member_id',
      [broadcastId],
    )
  ).map((row) => row.memberId);

describe('internal messages', () => {
  it('reaches one member, in their language with English for the rest', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const sent = await support('POST', `/ops/members/${member.account.toUpperCase()}/messages`, letter());
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ audience: 'member', target: member.account, recipients: 1, read: 0 });
    const box = await inbox(t.app, t.db, member);
    expect(await box.messages('CN')).toMatchObject([
      { kind: 'internal', template: null, title: '你好', content: 'Line one\nLine two', read: false },
    ]);
    expect((await box.messages('VI'))[0]?.title).toBe('Hello');
    expect(await (await inbox(t.app, t.db, other)).messages()).toEqual([]);
  });

  it('reaches every member holding a label, and everyone of the brand, never trial accounts', async () => {
    const gold = await labelled(['vip', 'gold']);
    const plain = await labelled([]);
    const trialGold = await labelled(['gold'], { type: TRIAL_TYPE });
    const betaGold = await labelled(['gold'], { merchant: 'beta' });
    const toGold = await content('POST', '/ops/messages', letter({ audience: { kind: 'label', label: 'gold' } }));
    expect(toGold.status).toBe(200);
    expect(toGold.body.value).toMatchObject({ audience: 'label', target: 'gold', recipients: 1 });
    expect(await copies(toGold.body.value.id)).toEqual([gold.id]);

    const all = await content('POST', '/ops/messages', letter({ audience: { kind: 'everyone' } }));
    const demoMembers = await t.db.query<{ id: string }>(
      `SELECT m.id::text AS id FROM members m JOIN merchants b ON b.id = m.merchant_id
        WHERE b.code = 'demo' AND m.type <> $1 ORDER BY m.id`,
      [TRIAL_TYPE],
    );
    expect(all.body.value).toMatchObject({ audience: 'everyone', target: null, recipients: demoMembers.length });
    const reached = await copies(all.body.value.id);
    expect(reached).toEqual(demoMembers.map((row) => row.id));
    expect(reached).toContain(plain.id);
    expect(reached).not.toContain(trialGold.id);
    expect(reached).not.toContain(betaGold.id);
  });

  it('sends once per request id, and refuses other content under it', async () => {
    const member = await createMember(t.db);
    const body = letter();
    const first = await support('POST', `/ops/members/${member.account}/messages`, body);
    const again = await support('POST', `/ops/members/${member.account}/messages`, body);
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(await copies(first.body.value.id)).toEqual([member.id]);
    const other = await support('POST', `/ops/members/${member.account}/messages`, { ...body, title: { EN: 'Other' } });
    expect([other.status, other.body.code]).toEqual([409, 'idempotency-mismatch']);
    const audit = await t.db.query('SELECT 1 FROM operator_audit WHERE action = $1 AND target = $2', [
      'message.send',
      first.body.value.id,
    ]);
    expect(audit).toHaveLength(1);
  });

  it('checks who may write to whom', async () => {
    const member = await createMember(t.db);
    expect((await content('POST', `/ops/members/${member.account}/messages`, letter())).status).toBe(403);
    expect((await support('POST', '/ops/messages', letter({ audience: { kind: 'everyone' } }))).status).toBe(403);
    expect(
      (await support('POST', `/ops/members/${member.account}/messages`, letter({ merchant: 'beta' }))).status,
    ).toBe(403);
    const unknown = await support('POST', '/ops/members/nobody-here/messages', letter());
    expect([unknown.status, unknown.body.code]).toEqual([404, 'account-not-found']);
    const bad = await content('POST', '/ops/messages', letter({ audience: { kind: 'label' } }));
    expect(bad.status).toBe(400);
  });

  it('lists what was sent, newest first, with how many have read it', async () => {
    const member = await createMember(t.db);
    const sent = (await support('POST', `/ops/members/${member.account}/messages`, letter())).body.value;
    const box = await inbox(t.app, t.db, member);
    const [copy] = await box.messages();
    await box.read(copy?.id ?? '');
    const listed = await content('GET', '/ops/messages?merchant=demo&audience=member');
    expect(listed.status).toBe(200);
    expect(listed.body.value.list[0]).toMatchObject({
      id: sent.id,
      recipients: 1,
      read: 1,
      sentBy: expect.any(String),
    });
    expect(listed.body.value.list.every((row: { audience: string }) => row.audience === 'member')).toBe(true);
  });
});

describe('read state and counts', () => {
  async function withMessages(member: TestMember, count: number) {
    for (let i = 0; i < count; i++) {
      await notify(t.db, {
        merchantId: member.merchantId,
        memberId: member.id,
        template: 'deposit-credited',
        params: { amount: (i + 1) * 100, reference: `D${i}` },
      });
    }
    return inbox(t.app, t.db, member);
  }

  it('answers the badge counts in one call', async () => {
    const box = await withMessages(await createMember(t.db), 2);
    const counts = await box.counts();
    expect(counts).toEqual({
      unreadCount: 2,
      messageCount: 2,
      // The seeded daily check-in: the login that made the session counts.
      missionCount: expect.any(Number),
      // What the reward centre offers now (the seeded promotions a new member may claim).
      rewardCount: expect.any(Number),
    });
    expect(counts.missionCount).toBeGreaterThanOrEqual(1);
    expect((await get(t.app, '/wps/relay/CSP_unreadCount')).status).toBe(401);
    const trial = await createMember(t.db, { type: TRIAL_TYPE });
    const trialCounts = await get(t.app, '/wps/relay/CSP_unreadCount', bearerHeader(await tokenFor(t.db, trial)));
    expect(trialCounts.body.value.unreadCount).toBe(0);
  });

  it('marks one message read, again without error, and never another member’s', async () => {
    const member = await createMember(t.db);
    const box = await withMessages(member, 3);
    const [newest, middle] = await box.messages();
    expect(newest?.content).toContain('3.00');
    const opened = await box.read(middle?.id ?? '');
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({ message: { id: middle?.id, read: true }, unreadCount: 2 });
    expect((await box.read(middle?.id ?? '')).body.value.unreadCount).toBe(2);
    expect((await box.counts()).messageCount).toBe(2);
    expect((await box.list('?unread=true')).list.map((message) => message.id)).not.toContain(middle?.id);

    const stranger = await inbox(t.app, t.db, await createMember(t.db));
    expect((await stranger.read(newest?.id ?? '')).status).toBe(404);
    expect((await stranger.read('999999999')).status).toBe(404);
    expect((await stranger.read('abc')).status).toBe(400);
    expect((await box.counts()).messageCount).toBe(2);
  });

  it('pages the list and marks everything read at once', async () => {
    const box = await withMessages(await createMember(t.db), 3);
    const page = await box.list('?pageSize=2&pageNo=2');
    expect(page).toMatchObject({ total: 3, totalPages: 2, unreadCount: 3 });
    expect(page.list).toHaveLength(1);
    const all = await box.readAll();
    expect(all.body.value).toEqual({ read: 3, unreadCount: 0 });
    expect((await box.readAll()).body.value).toEqual({ read: 0, unreadCount: 0 });
    expect((await box.list('?unread=true')).total).toBe(0);
    expect((await box.counts()).unreadCount).toBe(0);
  });
});
