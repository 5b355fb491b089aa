import { tokenFor } from '../../../test/members.ts';
import { bettor, playAccount, startWallet, type WalletServer } from '../../vendors/test-kit.ts';

/**
 * Tests of the house baccarat run the whole server listening on a free port: the
 * member launches a table through the site, the page's API is called over HTTP,
 * and the table pays through the real seamless-wallet API.
 */

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field.
  body: { success: boolean; code: string; message: string; value: any };
}

export async function startTable() {
  const server: WalletServer = await startWallet();

  const call = async (
    method: string,
    path: string,
    options: { body?: object; session?: string; lang?: string; host?: string } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (options.body) headers['content-type'] = 'application/json';
    if (options.session) headers['x-house-session'] = options.session;
    if (options.lang) headers['x-lang'] = options.lang;
    if (options.host) headers.host = options.host;
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };

  /** A demo-brand member holding `amount` in the table vendor's wallet. */
  const player = (amount: number, vendor = 'ARCP') => bettor(server.db, amount, { vendor });

  /** Launches a table through the site as the member would: the launch address with its token. */
  const launch = async (member: Awaited<ReturnType<typeof player>>, gameCode = 'ARCP-BAC-1') => {
    const vendor = gameCode.split('-')[0] as string;
    const bearer = await tokenFor(server.db, member);
    const response = await fetch(
      `${server.baseUrl}/wps/game/launchGame?gameCode=${gameCode}&vendor=${vendor}&language=EN&backUrl=%2Fpvp`,
      { headers: { authorization: `Bearer ${bearer}` } },
    );
    const body = (await response.json()) as Answer['body'];
    if (!body.success) throw new Error(`launch failed: ${body.code}`);
    const url = new URL(body.value.url as string, server.baseUrl);
    return { url, launchToken: url.searchParams.get('token') as string };
  };

  /** Launch and open a session: the page's first step. */
  const sit = async (member: Awaited<ReturnType<typeof player>>, gameCode = 'ARCP-BAC-1') => {
    const { launchToken } = await launch(member, gameCode);
    const opened = await call('POST', '/house/baccarat/session', { body: { launchToken } });
    if (!opened.body.success) throw new Error(`session failed: ${opened.body.code}`);
    return { session: opened.body.value.sessionToken as string, state: opened.body.value };
  };

  /** What the member may bet at the vendor right now, read from the ledger. */
  const balance = async (member: Awaited<ReturnType<typeof player>>, vendor = 'ARCP') => {
    const account = await playAccount(server.db, member, vendor);
    const row = await server.db.one<{ b: string }>('SELECT balance::text AS b FROM ledger_accounts WHERE id = $1', [
      account,
    ]);
    return Number(row?.b ?? 0);
  };

  let requests = 0;
  const requestId = () => `req${Date.now().toString(36)}${requests++}`;

  return { server, db: server.db, call, player, launch, sit, balance, requestId, close: () => server.close() };
}
