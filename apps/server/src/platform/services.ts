import type { Availability } from './availability.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { dbKv } from './kv/db-kv.ts';
import type { Kv } from './kv/kv.ts';
import { redisKv } from './kv/redis-kv.ts';
import { devSender, Outbox, webhookSender } from './outbox.ts';
import { createSealer, type Sealer } from './sealed-body.ts';

export interface Services {
  kv: Kv;
  sealer: Sealer;
  outbox: Outbox;
}

/** The shared services every module uses, chosen by configuration. */
export async function createServices(config: Config, db: Db, availability?: Availability): Promise<Services> {
  const sender = config.messageWebhookUrl
    ? webhookSender(config.messageWebhookUrl, config.messageWebhookToken)
    : devSender;
  if (config.production && sender.devOnly) {
    throw new Error('Production needs MESSAGE_WEBHOOK_URL: the development outbox delivers no SMS or e-mail.');
  }
  const kv = config.redisUrl
    ? await redisKv(config.redisUrl, undefined, {
        down: (error) => availability?.down('redis', error),
        up: () => availability?.up('redis'),
      })
    : dbKv(db);
  return { kv, sealer: await createSealer(db, kv), outbox: new Outbox(db, sender) };
}
