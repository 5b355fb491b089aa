import type { Db } from './db/db.ts';

/**
 * SMS and e-mail leave through the outbox: every message is written to the
 * outbox table first (so none is lost, and development can read them), then
 * handed to the configured sender.
 */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
}

export interface MessageSender {
  readonly name: string;
  /** A sender that delivers nowhere outside; production refuses it. */
  readonly devOnly: boolean;
  deliver(message: OutboxMessage): Promise<void>;
}

/** Development: the message stays in the outbox table, readable at /dev/outbox. */
export const devSender: MessageSender = { name: 'dev-outbox', devOnly: true, deliver: async () => {} };

/** A gateway that takes `{ channel, recipient, body }` as JSON over HTTPS (SMS and e-mail providers' webhooks). */
export const webhookSender = (url: string, token: string | null): MessageSender => ({
  name: 'webhook',
  devOnly: false,
  async deliver(message) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`message gateway answered ${response.status}`);
  },
});

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
  ) {}

  async send(merchantId: number, message: OutboxMessage): Promise<void> {
    const row = await this.db.one<{ id: string }>(
      'INSERT INTO outbox (merchant_id, channel, recipient, body) VALUES ($1, $2, $3, $4) RETURNING id',
      [merchantId, message.channel, message.recipient, message.body],
    );
    await this.sender.deliver(message);
    await this.db.query('UPDATE outbox SET sent_at = now(), adapter = $2 WHERE id = $1', [
      row?.id ?? null,
      this.sender.name,
    ]);
  }

  /** Development only: what was sent to a recipient, newest first. */
  sentTo(recipient: string) {
    return this.db.query<{ channel: 'sms' | 'email'; recipient: string; body: string; createdAt: Date }>(
      `SELECT channel, recipient, body, created_at AS "createdAt" FROM outbox
       WHERE recipient = $1 ORDER BY id DESC LIMIT 50`,
      [recipient],
    );
  }
}
