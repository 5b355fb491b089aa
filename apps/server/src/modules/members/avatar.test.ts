import { UPLOAD_MAX_BYTES } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageType } from '../../platform/upload.ts';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { bearerHeader, createMember, tokenFor } from '../../test/members.ts';
import { demoHeaders, get } from '../../test/requests.ts';
import { encodePng } from '../captcha/png.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = encodePng({ width: 2, height: 2, channels: 1, pixels: new Uint8Array([0, 255, 255, 0]) });
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

/** A multipart body with one file field, as a browser form sends it. */
function multipartBody(bytes: Buffer, filename: string, type: string) {
  const boundary = '----arcadia-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, bytes: Buffer, filename = 'me.png', type = 'image/png') {
  const { payload, contentType } = multipartBody(bytes, filename, type);
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/member/info/icon',
    headers: { ...demoHeaders, ...bearerHeader(token), 'content-type': contentType, 'x-lang': 'CN' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('avatar', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(imageType(PNG)).toBe('image/png');
    expect(imageType(JPEG)).toBe('image/jpeg');
    expect(imageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('stores an uploaded PNG and serves it publicly with its type and cache headers', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t.db, member);
    const { status, body } = await upload(token, PNG);
    expect(status).toBe(200);
    expect(body.value.url).toMatch(new RegExp(`^/wps/member/avatar/${member.id}\\?v=\\d+$`));

    const info = await get(t.app, '/wps/member/info', bearerHeader(token));
    expect(info.body.value.avatarUrl).toBe(body.value.url);
    expect((await get(t.app, '/wps/relay/MCSFE_getPlayerAvatar', bearerHeader(token))).body.value.url).toBe(
      body.value.url,
    );

    const image = await t.app.inject({ method: 'GET', url: body.value.url, headers: demoHeaders });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('public');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);

    // Another brand's host does not serve this brand's member.
    const other = await t.app.inject({ method: 'GET', url: body.value.url, headers: { host: 'beta.localhost' } });
    expect(other.statusCode).toBe(404);
  });

  it('accepts an image of several megabytes (more than the JSON body limit)', async () => {
    const token = await tokenFor(t.db, await createMember(t.db));
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(token, large)).status).toBe(200);
  });

  it('replaces the avatar with a JPEG, whatever the file is called', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t.db, member);
    await upload(token, PNG);
    const { body } = await upload(token, JPEG, 'photo.png', 'image/png');
    const image = await t.app.inject({ method: 'GET', url: body.value.url, headers: demoHeaders });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses text dressed as a PNG, files over 5 MB, and requests without a file', async () => {
    const token = await tokenFor(t.db, await createMember(t.db));
    const fake = await upload(token, Buffer.from('this is not an image'), 'fake.png', 'image/png');
    expect(fake).toMatchObject({
      status: 400,
      body: { code: 'invalid-upload', message: '请上传不超过 5 MB 的 PNG 或 JPG 图片。' },
    });
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooBig = await upload(token, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.code).toBe('invalid-upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { ...demoHeaders, ...bearerHeader(token) },
      payload: { file: 'x' },
    });
    expect(json.json().code).toBe('invalid-upload');
  });

  it('is not for trial accounts, and needs a session', async () => {
    const trial = await tokenFor(t.db, await createMember(t.db, { type: 4 }));
    expect((await upload(trial, PNG)).body.code).toBe('in_need_true_account');
    expect((await upload('no-such-token', PNG)).status).toBe(401);
  });

  it('answers 404 for a member without an avatar, and serves the default one', async () => {
    const member = await createMember(t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/member/avatar/${member.id}`, headers: demoHeaders })).statusCode,
    ).toBe(404);
    const svg = await t.app.inject({ method: 'GET', url: '/img/avatar/default.svg', headers: demoHeaders });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
  });
});
