import type {
  BodyOf,
  MessageAudience,
  OpsSentMessage,
  opsBroadcastMessage,
  opsMessageMember,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { listScope, scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { type BroadcastRow, broadcastsRepo } from './broadcasts.repo.ts';

/**
 * Internal messages from operators. Writing to one member is support's work
 * (members.support); to a label or a whole brand, content's (content.write). Each send
 * is one transaction: the message, every recipient's copy and the audit row.
 */

const view = (row: BroadcastRow): OpsSentMessage => ({
  id: row.id,
  merchantCode: row.merchantCode,
  audience: row.audience,
  target: row.target,
  title: row.title,
  content: row.content,
  recipients: row.recipients,
  read: row.read,
  sentBy: row.sentBy,
  sentAt: new Date(row.sentAt).toISOString(),
});

interface Letter {
  merchantId: number;
  merchantCode: string;
  audience: MessageAudience;
  target: string | null;
  memberId: string | null;
  title: BodyOf<typeof opsMessageMember>['title'];
  content: BodyOf<typeof opsMessageMember>['content'];
  requestId: string;
}

/** Texts by language compared whatever the key order (the database keeps jsonb keys in its own order). */
const sameText = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const entries = (text: Record<string, unknown>) =>
    JSON.stringify(
      Object.entries(text)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return entries(a) === entries(b);
};

const sameLetter = (row: BroadcastRow, letter: Letter) =>
  row.audience === letter.audience &&
  row.target === letter.target &&
  sameText(row.title, letter.title) &&
  sameText(row.content, letter.content);

/** Sends once per request id: a retry answers the message sent; other content under that id is refused. */
async function send(tx: Db, operator: OperatorContext, letter: Letter): Promise<OpsSentMessage> {
  const repo = broadcastsRepo(tx);
  const id = await repo.send({ ...letter, operatorId: operator.id });
  if (id === undefined) {
    const earlier = await repo.byRequest(letter.merchantId, letter.requestId);
    if (!earlier || !sameLetter(earlier, letter)) throw new AppError('idempotency-mismatch');
    return view(earlier);
  }
  const row = await repo.byId(id);
  if (!row) throw new Error('message not recorded');
  await opsRepo(tx).audit(
    operator.id,
    'message.send',
    id,
    { merchant: letter.merchantCode, audience: letter.audience, target: letter.target, recipients: row.recipients },
    letter.merchantId,
  );
  return view(row);
}

export const messageMember = (
  db: Db,
  operator: OperatorContext,
  account: string,
  body: BodyOf<typeof opsMessageMember>,
) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'members.support', body.merchant);
    const member = await broadcastsRepo(tx).memberByAccount(brand.id, account);
    if (!member) throw new NotFoundError('account-not-found');
    const { title, content, requestId } = body;
    return send(tx, operator, {
      merchantId: brand.id,
      merchantCode: brand.code,
      audience: 'member',
      target: member.account,
      memberId: member.id,
      title,
      content,
      requestId,
    });
  });

export const broadcastMessage = (db: Db, operator: OperatorContext, body: BodyOf<typeof opsBroadcastMessage>) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'content.write', body.merchant);
    const { title, content, requestId, audience } = body;
    return send(tx, operator, {
      merchantId: brand.id,
      merchantCode: brand.code,
      audience: audience.kind,
      target: audience.kind === 'label' ? audience.label : null,
      memberId: null,
      title,
      content,
      requestId,
    });
  });

export async function sentMessages(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string | undefined; audience?: MessageAudience | undefined; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, 'brand.read', query.merchant);
  const { list, total } = await broadcastsRepo(db).page(scope, query.audience ?? null, query.pageNo, query.pageSize);
  return { list: list.map(view), total, totalPages: Math.ceil(total / query.pageSize) };
}
