import {
  AGENT_TYPES,
  type BodyOf,
  DOWNLINE_TYPES,
  type registerDownline as registerDownlineDef,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { type DownlineContext, registerDownline, spendDownlineAttempt } from '../members/register-downline.service.ts';
import { contractsRepo } from './contracts.repo.ts';
import { offer } from './contracts.service.ts';

type Body = BodyOf<typeof registerDownlineDef>;

/**
 * registerCenter: an agent opens an account directly below itself, of a type its own
 * allows (DOWNLINE_TYPES), and may offer it a first contract. Both happen in one
 * transaction: an offer refused (say, above the agent's own rate) opens no account.
 */
export async function registerCenter(
  deps: { db: Db; kv: Kv },
  brand: Pick<Merchant, 'id' | 'gmtOffsetMinutes'>,
  agent: SessionMember,
  ctx: Omit<DownlineContext, 'merchantId'>,
  body: Body,
) {
  if (!(AGENT_TYPES as readonly number[]).includes(agent.type)) throw new AppError('agent-only');
  if (!(DOWNLINE_TYPES[agent.type] ?? []).includes(body.type)) throw new AppError('downline-type-not-allowed');
  await spendDownlineAttempt(deps.kv, brand.id, agent.id);
  return deps.db.tx(async (tx) => {
    const created = await registerDownline(tx, { ...ctx, merchantId: brand.id }, agent.id, body.type, {
      username: body.username,
      password: body.password,
      confirmPassword: body.confirmPassword,
      paymentPassword: body.paymentPassword,
      payeeName: body.payeeName,
      email: body.email,
      registerMethod: 'WEB',
      agreeTerms: body.agreeTerms,
      adult: body.adult,
    });
    let contractId: string | null = null;
    if (body.offer) {
      await contractsRepo(tx).lock(brand.id, body.offer.kind);
      contractId = await offer(tx, brand, agent, created.account, body.offer, body.offer.kind);
    }
    return { account: created.account, type: body.type, contractId };
  });
}
