import {
  liveChatMessages,
  liveChatSend,
  opsChatAnswer,
  opsChatClose,
  opsChatThread,
  opsChatThreads,
} from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { clientIdOf } from '../captcha/captcha.service.ts';
import type { ChatOwner } from './chat.repo.ts';
import { answerThread, closeThread, listThreads, readChat, readThread, sendChat } from './chat.service.ts';

/** A member chats as themselves; a visitor as their browser (its random client id). */
function ownerOf(request: FastifyRequest): ChatOwner {
  if (request.member) return { memberId: request.member.id };
  const clientId = clientIdOf(request.headers);
  if (!clientId) throw new AppError('bad-request');
  return { clientId };
}

/** The built-in live chat: members and visitors write, support operators answer (members.support). */
async function chatModule(app: FastifyInstance) {
  route(app, liveChatMessages, async ({ merchant, query, request }) =>
    readChat(app.db, merchant.id, ownerOf(request), query.after ?? null),
  );
  route(app, liveChatSend, async ({ merchant, body, request }) =>
    sendChat(
      { db: app.db, kv: app.kv },
      { merchantId: merchant.id, owner: ownerOf(request), ip: request.ip, text: body.text },
    ),
  );

  route(app, opsChatThreads, async ({ query, request }) => listThreads(app.db, request.operator, query));
  route(app, opsChatThread, async ({ params, request }) => readThread(app.db, request.operator, params.id));
  route(app, opsChatAnswer, async ({ params, body, request }) =>
    answerThread(app.db, request.operator, params.id, body.text),
  );
  route(app, opsChatClose, async ({ params, request }) => closeThread(app.db, request.operator, params.id));
}

export default defineModule('chat', chatModule, { dependencies: ['auth.guards', 'ops.guards'] });
