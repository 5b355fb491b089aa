import type { GatewayNotice } from '@arcadia/contracts';

/** What a gateway needs to open a hosted checkout for one deposit order. */
export interface CheckoutOrder {
  merchantId: number;
  channelCode: string;
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The secret shared with the gateway for this channel (signs notices and, for the demo, checkout tokens). */
  secret: string;
}

/**
 * A payment gateway (hosted checkout plus signed asynchronous notices). A real
 * provider's adapter calls its API in `createCheckout`; the notice arrives later
 * at `/wps/payments/callback/:channelCode` and is checked with `verifyNotice`.
 */
export interface PaymentGateway {
  readonly code: string;
  /** A local stand-in; production configuration refuses it. */
  readonly devOnly: boolean;
  createCheckout(order: CheckoutOrder): Promise<{ payUrl: string }>;
  /** The notice when the signature and timestamp hold and the body is well formed; else null. */
  verifyNotice(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    secret: string,
  ): GatewayNotice | null;
}
