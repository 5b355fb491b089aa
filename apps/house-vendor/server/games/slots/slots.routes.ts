import type { BodyOf, ParamsOf } from '@arcadia/contracts';
import { houseSlotSpin, houseSlotState, slotGameCode } from '@arcadia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TitleCode } from '../../../games/slots/titles.ts';
import { VendorError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { sessionFrom } from '../../page-routes.ts';
import { spin } from './spin.service.ts';
import { slotState } from './state.service.ts';

/** The page's session, for the title it was launched for; another title's session is refused. */
async function playerOf(app: FastifyInstance, request: FastifyRequest) {
  const { title } = request.params as ParamsOf<typeof houseSlotState>;
  const session = await sessionFrom(app, request);
  if (session.gameCode !== slotGameCode(title)) throw new VendorError('forbidden');
  return { session, title: title as TitleCode };
}

/** The slot page's endpoints: the session, the validated body, the service. */
export async function slotsRoutes(app: FastifyInstance) {
  route(app, houseSlotState, async (request) => {
    const { session, title } = await playerOf(app, request);
    return slotState(app.deps.db, session, title);
  });
  route(app, houseSlotSpin, async (request) => {
    const { session, title } = await playerOf(app, request);
    return spin(app.deps, session, title, request.body as BodyOf<typeof houseSlotSpin>);
  });
}
