import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { NotFoundError } from '../../platform/errors.ts';
import {
  CHECKOUT_CSS,
  CHECKOUT_CSS_PATH,
  checkoutPage,
  safeReturnUrl,
} from '../../platform/payments/demo-checkout-page.ts';
import { type CheckoutTicket, checkoutTokenValid, readCheckoutToken } from '../../platform/payments/demo-gateway.ts';
import { noticeSender } from '../../platform/payments/notice-delivery.ts';
import { channelsRepo } from './channels.repo.ts';
import { depositsRepo } from './deposits.repo.ts';

const tokenParams = { params: z.object({ token: z.string().check(z.maxLength(100)) }) };

/**
 * The demo gateway's hosted checkout, served here as a stand-in for a third
 * party: a page with Pay and Cancel, then a signed notice to our callback over
 * real HTTP, later and repeated until answered, as a real gateway sends it.
 */
export async function demoGatewayRoutes(app: FastifyInstance) {
  const sender = noticeSender();
  app.addHook('onClose', async () => sender.stop());

  /** The token's order, when the token was signed for it with its channel's secret. */
  const ticketOf = async (token: string): Promise<{ ticket: CheckoutTicket; secret: string }> => {
    const named = readCheckoutToken(token);
    const order = named ? await depositsRepo(app.db).byReference(named.merchantId, named.reference) : undefined;
    const channel = order ? await channelsRepo(app.db).byCode(order.merchantId, order.channelCode) : undefined;
    if (!order || channel?.gateway !== 'demo' || !channel.secret) throw new NotFoundError();
    const { merchantId, channelCode, reference, amount, currency } = order;
    const ticket = { merchantId, channelCode, reference, amount, currency };
    if (!checkoutTokenValid(token, { ...ticket, secret: channel.secret })) throw new NotFoundError();
    return { ticket, secret: channel.secret };
  };

  app.get('/demo-gateway/checkout/:token', { schema: tokenParams }, async (request, reply) => {
    const { ticket } = await ticketOf((request.params as { token: string }).token);
    const returnUrl = safeReturnUrl((request.query as { returnUrl?: unknown }).returnUrl, ticket.reference);
    // A policy stricter than the site's, as a payment provider's own page would have.
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(checkoutPage(ticket, (request.params as { token: string }).token, returnUrl));
  });
  app.get(CHECKOUT_CSS_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(CHECKOUT_CSS),
  );

  const notify = async (request: FastifyRequest, status: 'paid' | 'failed') => {
    const token = (request.params as { token: string }).token;
    const { ticket, secret } = await ticketOf(token);
    // Notify only the brand the order belongs to, at the address the browser used:
    // a forged Host cannot point the notice at another server.
    const merchant = await app.tenancy.fromRequest(request.headers);
    if (merchant.id !== ticket.merchantId) throw new NotFoundError();
    const url = `${request.protocol}://${request.host}/wps/payments/callback/${encodeURIComponent(ticket.channelCode)}`;
    const notice = {
      reference: ticket.reference,
      tradeNo: `DEMO${randomBytes(8).toString('hex').toUpperCase()}`,
      amount: ticket.amount,
      currency: ticket.currency,
      status,
    };
    sender.send(url, notice, secret, {
      onGiveUp: (error) => app.log.warn({ err: error, reference: ticket.reference }, 'demo gateway gave up a notice'),
    });
    return safeReturnUrl((request.body as { returnUrl?: unknown } | undefined)?.returnUrl, ticket.reference);
  };

  for (const [verb, status] of [
    ['pay', 'paid'],
    ['cancel', 'failed'],
  ] as const) {
    app.post(`/demo-gateway/checkout/:token/${verb}`, { schema: tokenParams }, async (request, reply) =>
      reply.redirect(await notify(request, status), 303),
    );
  }
}
