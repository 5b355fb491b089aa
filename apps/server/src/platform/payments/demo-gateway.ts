import { createHmac } from 'node:crypto';
import type { CheckoutOrder, PaymentGateway } from './gateway.ts';
import { constantTimeEqual, verifySignedNotice } from './signature.ts';

/** What a demo checkout is for: the order as the gateway was told about it at checkout. */
export type CheckoutTicket = Omit<CheckoutOrder, 'secret'>;

/**
 * 128 bits of HMAC-SHA256 over the whole ticket, base64url: short enough for a
 * path segment, and the prefix keeps it from ever passing as a notice signature.
 */
const sign = (ticket: CheckoutTicket, secret: string) =>
  createHmac('sha256', secret)
    .update(
      `demo-checkout.${ticket.merchantId}.${ticket.channelCode}.${ticket.reference}.${ticket.amount}.${ticket.currency}`,
    )
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/**
 * `<merchantId>.<reference>.<signature>`: the page looks the order up by the first
 * two and shows it only when the signature matches the order's channel secret,
 * amount and currency, so a page cannot be made for another order or amount.
 */
export const checkoutToken = (order: CheckoutOrder) =>
  `${order.merchantId}.${order.reference}.${sign(order, order.secret)}`;

/** Which order a token names; not yet trusted (see checkoutTokenValid). */
export function readCheckoutToken(token: string): { merchantId: number; reference: string } | null {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{1,40})\.[A-Za-z0-9_-]{22}$/.exec(token);
  return match ? { merchantId: Number(match[1]), reference: match[2] as string } : null;
}

export const checkoutTokenValid = (token: string, order: CheckoutOrder) =>
  constantTimeEqual(token, checkoutToken(order));

/**
 * The demo gateway: a hosted checkout served by this server under /demo-gateway
 * (see modules/deposits/demo-gateway.routes.ts) that notifies like a real provider.
 */
export const demoGateway: PaymentGateway = {
  code: 'demo',
  devOnly: true,
  createCheckout: async (order) => ({ payUrl: `/demo-gateway/checkout/${checkoutToken(order)}` }),
  verifyNotice: (rawBody, headers, secret) => verifySignedNotice(rawBody, headers, secret),
};
