import type { Db } from '../../../platform/db/db.ts';
import type { JobLog } from '../../../platform/jobs/job-queue.ts';
import { SeamlessError } from '../seamless-client.ts';
import { betTxId, rollbackTxId, roundIdOf, winTxId } from './ids.ts';
import { lotteryRepo, type TicketRow } from './lottery.repo.ts';
import { ticketOutcome } from './payout.ts';
import type { Wallet } from './tickets.service.ts';

export interface SettlerOptions {
  db: Db;
  wallet: Wallet;
  log: JobLog;
  /** How long a claimed ticket is left to one settler before another may retry it. */
  leaseSeconds?: number;
  /** A pending ticket this old never had its bet confirmed: it is rolled back. */
  staleSeconds?: number;
}

/**
 * Pays drawn tickets through the seamless API. This is not a job handler on purpose:
 * jobs run inside a database transaction, and an HTTP call to our own wallet from
 * inside one would wait on the transaction's connection (PGlite has just one) and
 * hold locks across the network. Instead tickets are leased (SKIP LOCKED), the win
 * is sent with the ticket's fixed transaction id (the wallet applies it once however
 * often it is sent), and the ticket moves on only from the state it was claimed in.
 * A failure leaves the lease to expire, and the next pass sends the same call again.
 */
export function lotterySettler(options: SettlerOptions) {
  const { db, wallet, log, leaseSeconds = 30, staleSeconds = 60 } = options;
  const repo = lotteryRepo(db);

  async function pay(ticket: TicketRow) {
    const draw = await repo.draw(ticket.gameCode, ticket.drawNo);
    if (!draw) return;
    const outcome = ticketOutcome(ticket, draw.prizes);
    let held = false;
    try {
      const answer = await wallet.win({
        playerId: ticket.playerId,
        transactionId: winTxId(ticket.id),
        betTransactionId: betTxId(ticket.id),
        roundId: roundIdOf(ticket),
        amount: outcome.payout,
      });
      // Over the brand's cap the wallet holds the win for review: the ticket says so until it is paid.
      held = answer.held === true;
    } catch (error) {
      // The wallet rolled the bet back (e.g. an operator refund): the ticket is void, not payable.
      if (error instanceof SeamlessError && error.code === 'bet-already-settled') {
        await repo.transition(ticket.id, 'open', 'void');
        return;
      }
      throw error;
    }
    await repo.transition(ticket.id, 'open', outcome.payout > 0 ? 'won' : 'lost', { ...outcome, held });
  }

  async function cancel(ticket: TicketRow) {
    try {
      await wallet.rollback({
        playerId: ticket.playerId,
        transactionId: rollbackTxId(ticket.id),
        betTransactionId: betTxId(ticket.id),
        roundId: roundIdOf(ticket),
      });
    } catch (error) {
      // The bet never reached the wallet: nothing to refund.
      if (!(error instanceof SeamlessError && error.code === 'bet-not-found')) throw error;
    }
    await repo.transition(ticket.id, 'pending', 'void');
  }

  /** One pass: settles up to `limit` due tickets; returns how many it claimed. */
  async function settleDue(limit = 200): Promise<number> {
    const tickets = await repo.claimDue(limit, leaseSeconds, staleSeconds);
    for (const ticket of tickets) {
      try {
        await (ticket.status === 'open' ? pay(ticket) : cancel(ticket));
      } catch (error) {
        log.warn({ err: error, ticket: ticket.id }, 'lottery ticket not settled; will retry');
      }
    }
    return tickets.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    settleDue,
    /** Settles every `everyMs` until `stop`; a pass never overlaps the previous one. */
    start(everyMs: number) {
      if (timer) return;
      const tick = () => {
        running = settleDue()
          .catch((error: unknown) => log.error({ err: error }, 'lottery settlement pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, everyMs);
          });
      };
      timer = setTimeout(tick, everyMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type LotterySettler = ReturnType<typeof lotterySettler>;
