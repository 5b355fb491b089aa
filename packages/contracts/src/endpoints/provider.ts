import * as z from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { LANGUAGES } from '../languages.ts';

/**
 * The aggregator protocol: what a game provider serves so the platform can list and open its
 * games, beside the seamless-wallet API it calls back (endpoints/seamless.ts). Any provider the
 * platform has a contract with implements these; the house vendor (apps/house-vendor) is one.
 *
 * Calls from the platform to a provider are signed as the wallet calls are, with the provider's
 * secret: `x-vendor` the vendor code, `x-timestamp` unix seconds, `x-signature` hex HMAC-SHA256
 * of `${x-timestamp}.${raw body}` (GET: of `${x-timestamp}.` and the path with its query).
 */

const code = z.string().check(z.regex(/^[A-Za-z0-9:_.-]{1,64}$/));

export const providerGameUrl = endpoint({
  method: 'POST',
  path: '/v1/game/url',
  summary: 'Platform → provider: the address where a launched player plays a game (signed)',
  auth: 'none',
  servedBy: 'provider',
  body: z.object({
    /**
     * Single use, short-lived: the provider exchanges it at /seamless/v1/authenticate. Null for a
     * visitor (no player, no wallet): the provider answers its lobby's address, or refuses.
     */
    launchToken: z.nullable(z.string().check(z.minLength(16), z.maxLength(512))),
    vendorCode: code,
    gameCode: code,
    language: z.enum(LANGUAGES),
    currency: z.string().check(z.minLength(3), z.maxLength(8)),
    device: z.string().check(z.maxLength(16)),
    /** The site that frames the game (its origin): the page may be framed by it and posts to it. */
    siteOrigin: z.nullable(z.url()),
    /** Where the game's Back leads: a path of the site or an http(s) address. */
    backUrl: z.nullable(z.string().check(z.maxLength(512))),
    /** Lottery only: open on the betting screen or the lobby. */
    view: z.nullable(z.enum(['betting', 'lobby'])),
  }),
  value: z.object({ url: z.url() }),
});

export const providerGameSchema = z.object({
  vendorCode: code,
  gameCode: code,
  category: z.enum(GAME_CATEGORIES),
  /** The title in each language the provider has (English always). */
  names: z.object({
    EN: z.string(),
    CN: z.optional(z.string()),
    VI: z.optional(z.string()),
    JA: z.optional(z.string()),
    TH: z.optional(z.string()),
    TY: z.optional(z.string()),
  }),
  /** The smallest stake, in minor units. */
  minBet: z.int().check(z.minimum(1)),
  lines: z.int().check(z.minimum(0)),
  /** RNG classification (jackpot, table, arcade, bingo), when it has one. */
  classify: z.nullable(z.enum(['JP', 'TG', 'AC', 'BG'])),
  /** The stated return to player, e.g. 0.96 (a lottery: its best bet type's). */
  rtp: z.number(),
  /** Absolute addresses of the provider's art for the game. */
  tile: z.url(),
  banner: z.nullable(z.url()),
  hot: z.boolean(),
});
export type ProviderGame = z.infer<typeof providerGameSchema>;

export const providerGames = endpoint({
  method: 'GET',
  path: '/v1/games',
  summary: 'Platform → provider: every game the provider offers, for the catalogue (public)',
  auth: 'none',
  servedBy: 'provider',
  value: z.object({ games: z.array(providerGameSchema) }),
});
