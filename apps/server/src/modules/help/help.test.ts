import { HELP_CENTRE_SECTIONS, type HelpTopic } from '@arcadia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { createOperator, type OpsCaller, operatorSession } from '../../test/operators.ts';
import { get } from '../../test/requests.ts';

let t: TestApp;
let owner: OpsCaller;
let betaContent: OpsCaller;
let support: OpsCaller;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await operatorSession(t.app, await createOperator(t.db));
  betaContent = await operatorSession(
    t.app,
    await createOperator(t.db, { grants: [{ role: 'content', merchant: 'beta' }] }),
  );
  support = await operatorSession(t.app, await createOperator(t.db, { grants: [{ role: 'support', merchant: null }] }));
});
afterAll(() => t.close());

const topics = async (query = '', headers: Record<string, string> = {}) => {
  const response = await get(t.app, `/wps/system/helpCenter${query}`, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.value.topics as HelpTopic[];
};

describe('GET /wps/system/helpCenter', () => {
  it('lists the help sections in order, in English by default, without the join and download pages', async () => {
    const list = await topics();
    expect(list.map((topic) => topic.topic)).toEqual([
      'guide',
      'about',
      'rules',
      'privacy',
      'responsible',
      'faq',
      'telegram',
      'facebook',
      'twitter',
      'douyin',
    ]);
    expect(list.every((topic) => HELP_CENTRE_SECTIONS.includes(topic.section))).toBe(true);
    expect(list[0]).toMatchObject({ title: 'Beginner guide', section: 'guide' });
    expect(list[1]?.content).toContain('Arcadia is an online entertainment site');
  });

  it('answers in the language asked, by header or query, and names the brand', async () => {
    expect((await topics('?topic=faq', { 'x-lang': 'CN' }))[0]?.title).toBe('常见问题');
    expect((await topics('?topic=faq&language=TH'))[0]?.title).toBe('คำถามที่พบบ่อย');
    const beta = await topics('?topic=about', { host: 'beta.localhost' });
    expect(beta[0]?.content).toContain('Beta Play is an online entertainment site');
  });

  it('gives one section or one article; an unknown article is an empty list', async () => {
    expect((await topics('?section=join')).map((topic) => topic.topic)).toEqual(['join']);
    expect((await topics('?section=download')).map((topic) => topic.topic)).toEqual(['ios-install', 'android-install']);
    expect(await topics('?topic=no-such-topic')).toEqual([]);
    expect((await get(t.app, '/wps/system/helpCenter?topic=Bad_Slug')).status).toBe(400);
    expect((await get(t.app, '/wps/system/helpCenter?section=nope')).status).toBe(400);
  });

  it('falls back to English for a language an operator did not write', async () => {
    const saved = await owner('PUT', '/ops/help/articles/deposit-limits', {
      merchant: 'demo',
      section: 'responsible',
      sort: 50,
      title: { EN: 'Deposit limits', CN: '存款限额' },
      content: { EN: '<p>Ask us for a limit.</p>' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await topics('?topic=deposit-limits', { 'x-lang': 'JA' }))[0]).toMatchObject({
      title: 'Deposit limits',
      content: '<p>Ask us for a limit.</p>',
    });
    expect((await topics('?topic=deposit-limits', { 'x-lang': 'CN' }))[0]?.title).toBe('存款限额');
  });
});

describe('help articles through the operator API', () => {
  it('stores sanitised HTML, shows it at once and audits the change', async () => {
    const response = await owner('PUT', '/ops/help/articles/security-tips', {
      merchant: 'demo',
      section: 'faq',
      title: { EN: 'Security <b>tips</b>' },
      content: {
        EN: '<p style="color:red" onclick="steal()">Never share codes.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/img/brand/demo.svg" onerror="alert(2)">',
        VI: '<iframe src="https://evil.example"></iframe><p>Không chia sẻ mã.</p>',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.value.content).toEqual({
      EN: '<p>Never share codes.</p><a>x</a><img src="/img/brand/demo.svg">',
      VI: '<p>Không chia sẻ mã.</p>',
    });
    const shown = (await topics('?topic=security-tips'))[0];
    expect(shown?.content).toBe('<p>Never share codes.</p><a>x</a><img src="/img/brand/demo.svg">');
    // Titles are plain text; the page escapes them.
    expect(shown?.title).toBe('Security <b>tips</b>');
    const audit = await t.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM operator_audit WHERE action LIKE 'help.%' ORDER BY id`,
    );
    expect(audit).toContainEqual({ action: 'help.article.save', target: 'security-tips' });
  });

  it('hides unpublished articles from readers but lists them for operators; deletes', async () => {
    await owner('PUT', '/ops/help/articles/draft-page', {
      merchant: 'demo',
      section: 'faq',
      title: { EN: 'Draft' },
      content: { EN: '<p>Soon</p>' },
      published: false,
    });
    expect(await topics('?topic=draft-page')).toEqual([]);
    const listed = await owner('GET', '/ops/help/articles?merchant=demo&section=faq');
    expect(listed.body.value.map((article: { topic: string }) => article.topic)).toContain('draft-page');
    expect((await owner('DELETE', '/ops/help/articles/draft-page?merchant=demo')).status).toBe(200);
    expect((await owner('DELETE', '/ops/help/articles/draft-page?merchant=demo')).status).toBe(404);
  });

  it('requires English and content.write for the brand named', async () => {
    const noEnglish = await owner('PUT', '/ops/help/articles/x', {
      merchant: 'demo',
      section: 'faq',
      title: { CN: '标题' },
      content: { CN: '<p>内容</p>' },
    });
    expect(noEnglish.status).toBe(400);
    const body = { merchant: 'demo', section: 'faq', title: { EN: 'T' }, content: { EN: '<p>C</p>' } };
    expect((await betaContent('PUT', '/ops/help/articles/x', body)).status).toBe(403);
    expect((await support('PUT', '/ops/help/articles/x', body)).status).toBe(403);
    expect((await betaContent('PUT', '/ops/help/articles/x', { ...body, merchant: 'beta' })).status).toBe(200);
  });
});

describe('news and blog posts', () => {
  it('lists published posts newest first and reads one; scheduled posts wait', async () => {
    const list = await get(t.app, '/wps/system/helpCenter/posts');
    expect(list.body.value.list.map((post: { title: string }) => post.title)).toEqual([
      'Arcadia now on your home screen',
      'E-wallet deposits in about a minute',
      'Five habits of players who keep it fun',
    ]);
    expect((await get(t.app, '/wps/system/helpCenter/posts?kind=blog')).body.value.total).toBe(1);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await owner('POST', '/ops/help/posts', {
      merchant: 'demo',
      kind: 'news',
      title: { EN: 'Tomorrow' },
      content: { EN: '<p>Soon<script>x</script></p>' },
      publishedAt: future,
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.value.content).toEqual({ EN: '<p>Soon</p>' });
    const id = scheduled.body.value.id;
    expect((await get(t.app, `/wps/system/helpCenter/posts/${id}`)).status).toBe(404);
    expect((await get(t.app, '/wps/system/helpCenter/posts')).body.value.total).toBe(3);

    const now = await owner('PATCH', `/ops/help/posts/${id}`, { publishedAt: new Date().toISOString() });
    expect(now.status).toBe(200);
    const read = await get(t.app, `/wps/system/helpCenter/posts/${id}`, { 'x-lang': 'VI' });
    expect(read.body.value).toMatchObject({ title: 'Tomorrow', content: '<p>Soon</p>', kind: 'news' });
    expect(read.body.value.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await betaContent('DELETE', `/ops/help/posts/${id}`)).status).toBe(404);
    expect((await owner('DELETE', `/ops/help/posts/${id}`)).status).toBe(200);
    expect((await get(t.app, `/wps/system/helpCenter/posts/${id}`)).status).toBe(404);
  });

  it("keeps one brand's posts from another", async () => {
    const beta = await get(t.app, '/wps/system/helpCenter/posts', { host: 'beta.localhost' });
    const demoIds = (await get(t.app, '/wps/system/helpCenter/posts')).body.value.list.map(
      (post: { id: number }) => post.id,
    );
    for (const post of beta.body.value.list) expect(demoIds).not.toContain(post.id);
    expect((await get(t.app, `/wps/system/helpCenter/posts/${demoIds[0]}`, { host: 'beta.localhost' })).status).toBe(
      404,
    );
  });
});

describe("the brand's resources through the operator API", () => {
  it('sets and removes an app link, which the permission info shows at once', async () => {
    const saved = await owner('PUT', '/ops/merchants/demo/resources/Android', {
      url: 'https://cdn.example.com/arcadia.apk',
      qrCodeUrl: '/down?platform=android',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const resources = async () => (await get(t.app, '/wps/system/whitelabel')).body.value.resources;
    expect(await resources()).toContainEqual({
      resourceType: 'Android',
      url: 'https://cdn.example.com/arcadia.apk',
      qrCodeUrl: '/down?platform=android',
    });
    expect((await owner('PUT', '/ops/merchants/demo/resources/IOS', { url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await owner('PUT', '/ops/merchants/demo/resources/IOS', { url: '//evil.example' })).status).toBe(400);
    expect((await betaContent('PUT', '/ops/merchants/demo/resources/IOS', { url: '/down' })).status).toBe(403);
    expect((await owner('DELETE', '/ops/merchants/demo/resources/TWITTER')).status).toBe(200);
    expect((await resources()).map((resource: { resourceType: string }) => resource.resourceType)).not.toContain(
      'TWITTER',
    );
  });
});
