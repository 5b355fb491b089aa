import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, freshIp, tokenFor } from '../../test/members.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { send } from '../../test/requests.ts';

let t: TestApp;
let support: OpsCaller;
let betaSupport: OpsCaller;
let content: OpsCaller;

beforeAll(async () => {
  t = await buildTestApp();
  support = await operatorSession(t.app, await createOperator(t.db, { grants: [{ role: 'support', merchant: null }] }));
  betaSupport = await operatorSession(
    t.app,
    await createOperator(t.db, { grants: [{ role: 'support', merchant: 'beta' }] }),
  );
  content = await operatorSession(t.app, await createOperator(t.db, { grants: [{ role: 'content', merchant: null }] }));
});
afterAll(() => t.close());

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const feedback = (payload: object, headers: Record<string, string> = freshIp()) =>
  send(t.app, { method: 'PUT', url: '/wps/feedback', payload, headers });

describe('PUT /wps/feedback', () => {
  it("takes a visitor's question type and content, with an optional contact", async () => {
    const response = await feedback({
      questionType: 'deposit',
      content: 'My bank transfer has not arrived yet.',
      contact: ' ann@example.com ',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const row = await t.db.one('SELECT question_type, content, contact, member_id, state FROM feedback WHERE id = $1', [
      response.body.value.id,
    ]);
    expect(row).toEqual({
      question_type: 'deposit',
      content: 'My bank transfer has not arrived yet.',
      contact: 'ann@example.com',
      member_id: null,
      state: 'open',
    });
  });

  it('holds the content to 5–300 words, saying so in the language asked', async () => {
    const short = await feedback(
      { questionType: 'other', content: 'four words only here' },
      { ...freshIp(), 'x-lang': 'EN' },
    );
    expect(short.status).toBe(400);
    expect(short.body.value.fields[0]).toMatchObject({
      field: 'content',
      key: 'content-words',
      message: 'Content must be between 5 and 300 words.',
    });
    expect((await feedback({ questionType: 'other', content: words(5) })).status).toBe(200);
    expect((await feedback({ questionType: 'other', content: words(300) })).status).toBe(200);
    expect((await feedback({ questionType: 'other', content: words(301) })).body.value.fields[0].key).toBe(
      'content-words',
    );
    const empty = await feedback({ questionType: 'other', content: '   ' });
    expect(empty.body.value.fields[0]).toMatchObject({ key: 'content-required', message: 'Please enter content.' });
  });

  it('counts words in languages written without spaces', async () => {
    // 我 / 的 / 存款 / 还 / 没有 / 到账: six words, no spaces.
    expect((await feedback({ questionType: 'deposit', content: '我的存款还没有到账' })).status).toBe(200);
    expect((await feedback({ questionType: 'deposit', content: '没有到账' })).status).toBe(400);
    expect((await feedback({ questionType: 'games', content: 'ฉันเล่นเกมไม่ได้เลยครับ' })).status).toBe(200);
  });

  it('refuses an unknown question type and over-long content', async () => {
    expect((await feedback({ questionType: 'lottery-tips', content: words(10) })).status).toBe(400);
    expect((await feedback({ questionType: 'other', content: 'x'.repeat(3001) })).status).toBe(400);
  });

  it('takes five a hour from one address; refused content does not count', async () => {
    const ip = freshIp();
    await feedback({ questionType: 'other', content: 'too short' }, ip);
    for (let index = 0; index < 5; index++) {
      expect((await feedback({ questionType: 'suggestion', content: words(6) }, ip)).status).toBe(200);
    }
    const sixth = await feedback({ questionType: 'suggestion', content: words(6) }, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('too-many-requests');
    expect((await feedback({ questionType: 'suggestion', content: words(6) })).status).toBe(200);
  });
});

describe('feedback through the operator API', () => {
  it("answers a member's feedback into their platform messages, once, audited", async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t.db, member);
    const sent = await feedback(
      { questionType: 'withdrawal', content: 'Why is my withdrawal still pending?' },
      {
        ...freshIp(),
        ...bearerHeader(token),
      },
    );
    expect(sent.status).toBe(200);
    const id = sent.body.value.id;

    const queue = await support('GET', '/ops/feedback?merchant=demo&state=open&pageSize=100');
    const item = queue.body.value.list.find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({ account: member.account, questionType: 'withdrawal', state: 'open', answer: null });

    const answered = await support('POST', `/ops/feedback/${id}/answer`, { answer: 'It was paid a minute ago.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.value).toMatchObject({ state: 'answered', answer: 'It was paid a minute ago.' });
    expect(answered.body.value.decidedBy).toBeTruthy();

    const messages = await t.db.query<{ kind: string; title: { EN: string }; content: { EN: string } }>(
      'SELECT kind, title, content FROM member_messages WHERE member_id = $1',
      [member.id],
    );
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'internal',
        title: expect.objectContaining({ EN: 'Reply to your feedback' }),
        content: { EN: 'It was paid a minute ago.' },
      }),
    ]);
    const again = await support('POST', `/ops/feedback/${id}/answer`, { answer: 'Twice?' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid-state');
    const audit = await t.db.query(`SELECT 1 FROM operator_audit WHERE action = 'feedback.answer' AND target = $1`, [
      `feedback:${id}`,
    ]);
    expect(audit).toHaveLength(1);
  });

  it("closes a visitor's feedback without messages; another brand's desk cannot see it", async () => {
    const sent = await feedback({ questionType: 'complaint', content: 'Spam spam spam spam spam' });
    const id = sent.body.value.id;
    expect((await betaSupport('POST', `/ops/feedback/${id}/close`)).status).toBe(404);
    expect((await betaSupport('GET', '/ops/feedback?merchant=demo')).status).toBe(403);
    const closed = await support('POST', `/ops/feedback/${id}/close`);
    expect(closed.body.value).toMatchObject({ state: 'closed', answer: null, account: null });
    expect((await support('POST', `/ops/feedback/${id}/answer`, { answer: 'late' })).status).toBe(409);
    expect((await content('GET', '/ops/feedback')).status).toBe(403);
  });
});
