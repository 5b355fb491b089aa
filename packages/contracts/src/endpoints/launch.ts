import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { text } from '../schema.ts';

/**
 * Game launch. The server asks the game's vendor adapter for an address: for
 * the house vendors (ARC, ARCL, ARCP, ARCV) `<launch CDN>/house/<kind>/?token=…
 * &lang=…&backUrl=…` carrying a single-use launch token (2 minutes) that the
 * game exchanges through the seamless-wallet API; third-party vendors are not
 * configured in this deployment and answer `game-maintenance` (503).
 * Errors: game-not-found (unknown or disabled game/vendor), game-maintenance,
 * in_need_true_account (trial accounts), not-logged-in.
 */

const optionalText = (max: number) => z.optional(text(1, max));

export const LAUNCH_MODES = ['iframe', 'redirect'] as const;
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;

export const launchValueSchema = z.object({
  /** Where the game runs: relative to the site (house games) or absolute (a vendor's host). */
  url: z.string(),
  /** iframe: open inside the site's game page (/game); redirect: navigate the window to it. */
  mode: z.enum(LAUNCH_MODES),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

export const launchGame = endpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  summary: 'The address to open a game at (PVP, RNG, live and the lottery lobby launch)',
  auth: 'member',
  // A free-play guest opens the house games, with play money (issue 36); the server refuses the others.
  trialAllowed: true,
  query: z.object({
    /** The game's code. Optional for a lottery launch (launchMode LOTT), which may open the lobby. */
    gameCode: optionalText(64),
    /** The vendor code; `vassalage` is the spec's other name for it. One of the two is required unless launchMode is LOTT. */
    vendor: optionalText(32),
    vassalage: optionalText(32),
    gameType: optionalText(16),
    language: optionalText(8),
    device: optionalText(16),
    /** Where the game's back/close button leads; a site-relative path or an http(s) address. */
    backUrl: optionalText(512),
    // Lottery lobby launch (spec site-shell §7): lottoArea VN, launchMode LOTT.
    lottoArea: optionalText(8),
    launchMode: optionalText(16),
    lottoPrizeMode: optionalText(16),
    lottoGameCode: optionalText(64),
    lottoView: z.optional(z.enum(LOTTO_VIEWS)),
  }),
  value: launchValueSchema,
});

export const launchFbSports = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  summary:
    'The FB sports address (/fbsports), for a member or (original front end) a visitor; FB is a third-party vendor not configured here: game-maintenance',
  auth: 'optional',
  query: z.object({ language: optionalText(8), device: optionalText(16), backUrl: optionalText(512) }),
  value: launchValueSchema,
});
