import { opsAnswerFeedback, opsCloseFeedback, opsFeedbackList, sendFeedback } from '@arcadia/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/modules.ts';
import { route } from '../../platform/route.ts';
import { decideFeedback, listFeedback, submitFeedback } from './feedback.service.ts';

/** Feedback and complaints: anyone sends (PUT /wps/feedback), support operators answer or close. */
async function feedbackModule(app: FastifyInstance) {
  route(app, sendFeedback, async ({ merchant, body, request }) =>
    submitFeedback(
      { db: app.db, kv: app.kv },
      { ...body, merchantId: merchant.id, memberId: request.member?.id ?? null, ip: request.ip, lang: request.lang },
    ),
  );

  route(app, opsFeedbackList, async ({ query, request }) => listFeedback(app.db, request.operator, query));
  route(app, opsAnswerFeedback, async ({ params, body, request }) =>
    decideFeedback(app.db, request.operator, params.id, body.answer),
  );
  route(app, opsCloseFeedback, async ({ params, request }) =>
    decideFeedback(app.db, request.operator, params.id, null),
  );
}

export default defineModule('feedback', feedbackModule, { dependencies: ['auth.guards', 'ops.guards'] });
