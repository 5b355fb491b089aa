import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, operatorSession } from '../../test/operators.ts';
import { get, opsCall, opsToken } from '../../test/requests.ts';
import {
  apply,
  balance,
  createPromotion,
  DEPOSIT_BONUS,
  deposit,
  detail,
  JPEG,
  type Player,
  PNG,
  player,
} from './test-kit.ts';

let t: TestApp;
let promotionId: string;
beforeAll(async () => {
  t = await buildTestApp();
  promotionId = await createPromotion(t.app, DEPOSIT_BONUS, { turnoverMultiple: 3, title: { EN: 'Reload 50%' } });
});
afterAll(() => t.close());

/** A member with 400.00 deposited since the promotion started: the terms give 200.00. */
async function depositor(): Promise<Player> {
  const p = await player(t);
  await deposit(t, p, 400_00);
  return p;
}

const applicationsOf = async (memberId: string) =>
  Number(
    (
      await t.db.one<{ n: string }>('SELECT count(*)::text AS n FROM promotion_applications WHERE member_id = $1', [
        memberId,
      ])
    )?.n,
  );

describe('applying for a deposit bonus', () => {
  it('waits for a deposit first (Process), then offers Join', async () => {
    const p = await player(t);
    expect((await detail(t.app, promotionId, p.headers)).body.value).toMatchObject({ state: 'Process', claimable: 0 });
    const early = await apply(t.app, p, { promotionId, comment: 'hi' });
    expect(early).toMatchObject({ status: 409, body: { code: 'promotion-not-ready' } });
    await deposit(t, p, 400_00);
    expect((await detail(t.app, promotionId, p.headers)).body.value).toMatchObject({
      state: 'Join',
      claimable: 200_00,
    });
  });

  it('refuses an image that is not PNG or JPG by its bytes, whatever it is called', async () => {
    const p = await depositor();
    const fake = Buffer.from('GIF89a not really an image');
    const response = await apply(t.app, p, { promotionId, comment: 'x' }, [
      { bytes: PNG },
      { bytes: fake, name: 'a.png' },
    ]);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid-upload' } });
    expect(await applicationsOf(p.member.id)).toBe(0);
  });

  it('refuses an image over 5 MB', async () => {
    const p = await depositor();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await apply(t.app, p, { promotionId }, [{ bytes: big }]);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid-upload' } });
    expect(await applicationsOf(p.member.id)).toBe(0);
  });

  it('refuses a fourth image', async () => {
    const p = await depositor();
    const four = [PNG, PNG, JPEG, PNG].map((bytes) => ({ bytes }));
    const response = await apply(t.app, p, { promotionId }, four);
    expect(response).toMatchObject({ status: 400, body: { code: 'too-many-images' } });
    expect(response.body.message).toBe('You can attach at most 3 images.');
    const five = await apply(t.app, p, { promotionId }, [...four, { bytes: PNG }]);
    expect(five).toMatchObject({ status: 400, body: { code: 'too-many-images' } });
    expect(await applicationsOf(p.member.id)).toBe(0);
  });

  it('refuses a comment of 141 characters and takes one of 140 (counted as characters, not bytes)', async () => {
    const p = await depositor();
    const long = await apply(t.app, p, { promotionId, comment: 'a'.repeat(141) });
    expect(long).toMatchObject({ status: 400, body: { code: 'comment-too-long' } });
    expect(long.body.message).toBe('The comment can be at most 140 characters.');
    const exact = await apply(t.app, p, { promotionId, comment: '优'.repeat(140) }, [{ bytes: PNG }, { bytes: JPEG }]);
    expect(exact.status).toBe(200);
    expect(exact.body.value).toMatchObject({ state: 'Applying', application: { state: 'applying', images: 2 } });
  });

  it('applies once: a second application answers already-applied', async () => {
    const p = await depositor();
    expect((await apply(t.app, p, { promotionId, comment: 'first' })).status).toBe(200);
    const again = await apply(t.app, p, { promotionId, comment: 'second' });
    expect(again).toMatchObject({ status: 409, body: { code: 'already-applied' } });
    expect(await applicationsOf(p.member.id)).toBe(1);
  });

  it('asks for a Zalo or WhatsApp ID when the promotion says so', async () => {
    const zalo = await createPromotion(t.app, DEPOSIT_BONUS, { contact: 'zalo' });
    const whatsapp = await createPromotion(t.app, DEPOSIT_BONUS, { contact: 'whatsapp' });
    const p = await depositor();
    const missing = await apply(t.app, p, { promotionId: zalo });
    expect(missing).toMatchObject({ status: 400, body: { code: 'error_zalo' } });
    const letters = await apply(t.app, p, { promotionId: whatsapp, contactId: 'abc1234' });
    expect(letters).toMatchObject({ status: 400, body: { code: 'error_whatsapp' } });
    expect((await apply(t.app, p, { promotionId: whatsapp, contactId: '123456' })).status).toBe(400);
    expect((await apply(t.app, p, { promotionId: whatsapp, contactId: '1234567890123456' })).status).toBe(400);
    expect((await apply(t.app, p, { promotionId: zalo, contactId: ' 0912345678 ' })).status).toBe(200);
    const desk = await (await opsCall(t.app))('GET', '/ops/promotion-applications?state=applying&pageSize=100');
    const mine = desk.body.value.list.find((row: { account: string }) => row.account === p.member.account);
    expect(mine).toMatchObject({ contactId: '0912345678', promotionId: zalo });
  });
});

describe('the application desk', () => {
  it('issues the bonus through the ledger once: balance, bonus details, the notice and the audit', async () => {
    const p = await depositor();
    const applied = await apply(t.app, p, { promotionId, comment: 'please' }, [{ bytes: PNG }, { bytes: JPEG }]);
    const applicationId = applied.body.value.application.id;
    const finance = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'demo' }] }),
    );

    const list = await finance('GET', '/ops/promotion-applications?merchant=demo&state=applying&pageSize=100');
    expect(list.body.value.list.find((row: { id: string }) => row.id === applicationId)).toMatchObject({
      suggested: 200_00,
      maxBonus: 500_00,
      images: 2,
      comment: 'please',
    });
    const before = await balance(t, p);
    const issued = await finance('POST', `/ops/promotion-applications/${applicationId}/issue`, { note: 'welcome' });
    expect(issued.status).toBe(200);
    expect(issued.body.value).toMatchObject({ state: 'issued', amount: 200_00, note: 'welcome' });
    expect(await balance(t, p)).toBe(before + 200_00);
    const again = await finance('POST', `/ops/promotion-applications/${applicationId}/issue`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'invalid-state' } });
    expect(await balance(t, p)).toBe(before + 200_00);

    expect((await detail(t.app, promotionId, p.headers)).body.value.state).toBe('Issued');
    const details = await get(t.app, '/wps/relay/MCS2_getBonusDetails', p.headers);
    expect(details.body.value.list[0]).toMatchObject({
      promotionTitle: 'Reload 50%',
      source: 'application',
      state: 'Issued',
      amount: 200_00,
      turnoverRequired: 600_00,
      turnoverDone: 0,
      remark: 'welcome',
    });
    expect(details.body.value.turnoverRemaining).toBe(600_00);
    const notice = await t.db.one<{ params: { amount: number; promotion: string } }>(
      `SELECT params FROM member_messages WHERE member_id = $1 AND template = 'bonus-issued'`,
      [p.member.id],
    );
    expect(notice?.params).toEqual({ amount: 200_00, promotion: 'Reload 50%' });
    const audit = await t.db.one<{ action: string }>(
      'SELECT action FROM operator_audit WHERE target = $1 ORDER BY id DESC LIMIT 1',
      [applicationId],
    );
    expect(audit?.action).toBe('promotion-application.issue');
  });

  it('serves the images to the desk only, as images', async () => {
    const p = await depositor();
    const applied = await apply(t.app, p, { promotionId }, [{ bytes: PNG }, { bytes: JPEG }]);
    const id = applied.body.value.application.id;
    const op = await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'demo' }] });
    const authorization = `Bearer ${await opsToken(t.app, op)}`;
    const anonymous = await t.app.inject({ method: 'GET', url: `/ops/promotion-applications/${id}/images/2` });
    expect(anonymous.statusCode).toBe(401);
    const image = await t.app.inject({
      method: 'GET',
      url: `/ops/promotion-applications/${id}/images/2`,
      headers: { authorization },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'");
    expect(image.rawPayload.equals(JPEG)).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/ops/promotion-applications/${id}/images/3`,
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never issues above the promotion maximum; rejects with a reason the member sees', async () => {
    const ops = await opsCall(t.app);
    const p = await depositor();
    const applied = await apply(t.app, p, { promotionId });
    const id = applied.body.value.application.id;
    const over = await ops('POST', `/ops/promotion-applications/${id}/issue`, { amount: 500_01 });
    expect(over).toMatchObject({ status: 409, body: { code: 'limit-exceeded' } });
    const rejected = await ops('POST', `/ops/promotion-applications/${id}/reject`, { note: 'Deposit was reversed' });
    expect(rejected.body.value).toMatchObject({ state: 'rejected', note: 'Deposit was reversed', amount: null });
    const page = await detail(t.app, promotionId, p.headers);
    expect(page.body.value).toMatchObject({ state: 'Rejected', application: { note: 'Deposit was reversed' } });
    const details = await get(t.app, '/wps/relay/MCS2_getBonusDetails', p.headers);
    expect(details.body.value.list[0]).toMatchObject({
      state: 'Rejected',
      amount: null,
      remark: 'Deposit was reversed',
    });
  });

  it('is for finance of the brand: content operators and other brands are refused', async () => {
    const p = await depositor();
    const id = (await apply(t.app, p, { promotionId })).body.value.application.id;
    const content = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'content', merchant: null }] }),
    );
    expect((await content('POST', `/ops/promotion-applications/${id}/issue`, {})).status).toBe(403);
    const betaFinance = await operatorSession(
      t.app,
      await createOperator(t.db, { grants: [{ role: 'finance', merchant: 'beta' }] }),
    );
    expect((await betaFinance('POST', `/ops/promotion-applications/${id}/issue`, {})).status).toBe(404);
    expect((await betaFinance('GET', '/ops/promotion-applications?merchant=demo')).status).toBe(403);
  });
});
