import {
  messageList,
  opsBroadcastMessage,
  opsMessageMember,
  opsSentMessages,
  readAllMessages,
  readMessage,
  unreadCount,
} from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { memberOf } from '../members/member-of.ts';
import { messagesRepo } from './messages.repo.ts';
import * as messages from './messages.service.ts';
import { broadcastMessage, messageMember, sentMessages } from './ops-messages.service.ts';

/** Platform messages: the member's list and read state, the badge counts, operators' messages; the messageCount badge. */
async function messagesModule(app: FastifyInstance) {
  app.badges.register('messageCount', (db, member) => messagesRepo(db).unread(member.id));

  // The most frequent call of a logged-in page: each count is one indexed query (see bench/).
  route(app, unreadCount, async ({ request }) => {
    const member = memberOf(request);
    const counts = await app.badges.counts(app.db, { id: member.id, merchantId: member.merchantId });
    return { unreadCount: counts.messageCount ?? 0, ...counts };
  });

  const reader = (request: Parameters<typeof memberOf>[0]) => ({
    memberId: memberOf(request).id,
    merchant: request.merchant,
    lang: request.lang,
  });
  route(app, messageList, async ({ request, query }) => messages.listMessages(app.db, reader(request), query));
  route(app, readMessage, async ({ request, body }) => messages.readMessage(app.db, reader(request), body.id));
  route(app, readAllMessages, async ({ request }) => messages.readAllMessages(app.db, memberOf(request).id));

  route(app, opsMessageMember, async ({ request, params, body }) =>
    messageMember(app.db, request.operator, params.account, body),
  );
  route(app, opsBroadcastMessage, async ({ request, body }) => broadcastMessage(app.db, request.operator, body));
  route(app, opsSentMessages, async ({ request, query }) => sentMessages(app.db, request.operator, query));
}

export default defineModule('messages', messagesModule, { dependencies: ['auth.guards', 'ops.guards'] });
