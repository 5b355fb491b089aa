import type { Language } from '@arcadia/contracts';
import { type SlotState, slotGameCode } from '@arcadia/contracts';
import { PAYLINES } from '../../../games/slots/paylines.ts';
import { verify } from '../../../games/slots/play.ts';
import { TITLES, type TitleCode } from '../../../games/slots/titles.ts';
import type { SlotTitle } from '../../../games/slots/types.ts';
import type { Db } from '../../db/db.ts';
import { activePair } from '../../fair/seeds.ts';
import { roundRef } from '../../rounds/money.ts';
import type { RoundRow } from '../../rounds/rounds.repo.ts';
import type { Session } from '../../sessions/sessions.ts';
import { type Reader, roundView } from './round.view.ts';
import { slotsRepo } from './slots.repo.ts';
import { SLOT_FAMILY } from './spin.service.ts';

/** What the page draws a title from: the same for every player, per language. */
function titleView(code: TitleCode, language: Language) {
  const title: SlotTitle = TITLES[code];
  const { math } = title;
  const feature = math.feature;
  return {
    title: code,
    gameCode: slotGameCode(code),
    name: title.names[language],
    volatility: title.volatility,
    rtp: title.rtp,
    stakes: [...title.stakes],
    coins: math.coins,
    evaluation: math.evaluation.kind,
    paylines: math.evaluation.kind === 'lines' ? PAYLINES.slice(0, math.evaluation.lines).map((line) => [...line]) : [],
    symbols: math.symbols.map((symbol) => ({ id: symbol.id, role: symbol.role, name: symbol.names[language] })),
    paytable: Object.entries(math.pays).map(([symbol, pays]) => ({ symbol, pays: [...pays] })),
    scatterPays: [...math.scatterPays],
    trigger: math.trigger,
    feature:
      feature.kind === 'free-spins'
        ? {
            kind: feature.kind,
            awarded: [...feature.awarded],
            multiplier: feature.multiplier,
            text: title.featureText[language],
          }
        : {
            kind: feature.kind,
            prizes: [...feature.prizes],
            enders: feature.enders,
            multipliers: [...feature.multipliers],
            text: title.featureText[language],
          },
  } satisfies Partial<SlotState>;
}

/** An unfinished round as the page resumes it: the round itself once its win is owed. */
async function unfinishedView(db: Db, round: RoundRow, code: TitleCode, reader: Reader) {
  const state = round.state as 'betting' | 'open' | 'settling' | 'refunding';
  const owed = state === 'open' || state === 'settling';
  const seed =
    owed && round.seedId !== null && round.nonce !== null ? await slotsRepo(db).seed(round.seedId) : undefined;
  if (!seed || round.nonce === null) return { roundId: roundRef(round), state, stake: round.stake, round: null };
  const { serverSeed, seedHash, clientSeed } = seed;
  const result = verify(code, round.stake, { serverSeed, clientSeed, nonce: round.nonce });
  const fair = { seedHash, clientSeed, nonce: round.nonce };
  return {
    roundId: roundRef(round),
    state,
    stake: round.stake,
    round: roundView(result, roundRef(round), fair, reader),
  };
}

/** The title's page state for the session's player. */
export async function slotState(db: Db, session: Session, code: TitleCode): Promise<SlotState> {
  const scope = { vendorCode: session.vendorCode, playerId: session.playerId, family: SLOT_FAMILY };
  const { seedHash, clientSeed, nonce } = await activePair(db, scope);
  const left = await slotsRepo(db).unfinished(session.vendorCode, session.playerId, slotGameCode(code));
  return {
    ...titleView(code, session.language),
    fair: { seedHash, clientSeed, nonce },
    unfinished: left ? await unfinishedView(db, left, code, session) : null,
  };
}
