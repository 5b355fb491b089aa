import type { PlatformMessage } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { bearerHeader, type TestMember, tokenFor } from '../../test/members.ts';
import { get, send } from '../../test/requests.ts';

/** Shared set-up of the platform-message suites (not used by the server). */

/** A member's side of platform messages, with their session's headers. */
export async function inbox(app: FastifyInstance, db: Db, member: TestMember, headers?: Record<string, string>) {
  const auth = headers ?? bearerHeader(await tokenFor(db, member));
  const list = async (query = '', lang = 'EN') => {
    const response = await get(app, `/wps/relay/CSP_getMessageList${query}`, { ...auth, 'x-lang': lang });
    if (response.status !== 200) throw new Error(`list: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.value as { list: PlatformMessage[]; total: number; totalPages: number; unreadCount: number };
  };
  return {
    member,
    headers: auth,
    list,
    messages: async (lang = 'EN') => (await list('?pageSize=100', lang)).list,
    counts: async () => (await get(app, '/wps/relay/CSP_unreadCount', auth)).body.value,
    read: (id: string) =>
      send(app, { method: 'POST', url: '/wps/relay/CSP_readMessage', headers: auth, payload: { id } }),
    readAll: () => send(app, { method: 'POST', url: '/wps/relay/CSP_readAllMessages', headers: auth }),
  };
}

/** The member's messages as stored, oldest first. */
export const storedMessages = (db: Db, memberId: string) =>
  db.query<{ kind: string; template: string | null; params: Record<string, unknown> }>(
    'SELECT kind, template, params FROM member_messages WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
