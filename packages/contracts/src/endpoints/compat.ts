import * as z from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { registerRuleSchema } from '../rules.ts';
import { text } from '../schema.ts';
import type { WhitelabelModId } from '../whitelabel.ts';
import { favouriteActionSchema, favouriteStateSchema, hotGames } from './games.ts';
import { vendorCardSchema } from './games-menu.ts';

/**
 * The platform's original front end (issue 14): the calls it makes that our own
 * front end does not, and the forms it reads answers in. Each endpoint here is
 * an alias whose handler calls the same service as ours; answers it reads in
 * another form are declared on our endpoint (`original`) and chosen by its
 * `Merchant` header. See docs/compatibility.md.
 */

/** Every call of the original front end carries `Merchant: <code>`; ours never does. */
export const ORIGINAL_CLIENT_HEADER = 'merchant';
export const isOriginalClient = (headers: Record<string, string | string[] | undefined>) =>
  headers[ORIGINAL_CLIENT_HEADER] !== undefined;

/**
 * Our whitelabel switches by the original's module ids. The ids the original
 * front end reads (MOBILENUMREG3, REGMOBVERF3, MOBILENUMPASSREG3, FREEPLAY3,
 * PWDEXPFORCECHANGE3, MOBILEVERCODELOGIN3, USERNAMEREG3, REG3, AGENTPOLICY3,
 * AFFMAN3) are its own; the others follow its pattern (name without
 * underscores, then 3) because it reads none of them.
 */
export const ORIGINAL_MOD_IDS: Record<WhitelabelModId, string> = {
  REGISTER: 'REG3',
  USERNAME_REGISTER: 'USERNAMEREG3',
  MOBILE_REGISTER: 'MOBILENUMREG3',
  REGISTER_SMS_VERIFY: 'REGMOBVERF3',
  MOBILE_REGISTER_PASSWORD: 'MOBILENUMPASSREG3',
  DIRECT_REGISTER: 'DIRECTREG3',
  LOGIN: 'LOGIN3',
  MOBILE_CODE_LOGIN: 'MOBILEVERCODELOGIN3',
  FIREBASE_LOGIN: 'FIREBASELOGIN3',
  FREE_PLAY: 'FREEPLAY3',
  LOGIN_FIRST: 'LOGINFIRST3',
  FORCE_PASSWORD_CHANGE: 'PWDEXPFORCECHANGE3',
  FORGOT_BY_PHONE: 'FORGOTBYPHONE3',
  NEW_DEVICE_CHECK: 'NEWDEVICECHECK3',
  AGENT: 'AGENTPOLICY3',
  AFFILIATE: 'AFFMAN3',
  REFERRAL_PROMOTION: 'REFERRALPROMOTION3',
  DIVIDEND_CONTRACT: 'DIVIDENDCONTRACT3',
  DAILY_SALARY: 'DAILYSALARY3',
  HOURLY_SALARY: 'HOURLYSALARY3',
  REALTIME_SALARY: 'REALTIMESALARY3',
  CENTRE: 'CENTRE3',
  PERSONAL_CENTER: 'PERSONALCENTER3',
  AGENT_CENTER: 'AGENTCENTER3',
  POINT_MALL: 'POINTMALL3',
  MISSIONS: 'MISSIONS3',
  MESSAGES: 'MESSAGES3',
};
/** The root the original's whitelabel walk starts from (it reads one node, not a list). */
export const ORIGINAL_WHITELABEL_ROOT = 'WHITELABEL3';

/** Register rules as the original reads them: one rule per field name. */
export const registerRuleMapSchema = z.record(z.string(), registerRuleSchema);

const originalNodeSchema = z.object({
  modId: z.string(),
  enabled: z.enum(['1', '0']),
  get childrenNodes(): z.ZodMiniArray<typeof originalNodeSchema> {
    return z.array(originalNodeSchema);
  },
});

/** `value.info` of /wps/system/status, what the original front end boots from. */
export const originalSiteInfoSchema = z.object({
  whitelabel: originalNodeSchema,
  register: registerRuleMapSchema,
  customerService: z.array(z.object({ csType: z.int(), path: z.string() })),
  resources: z.array(z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.nullable(z.string()) })),
  domainRoute: z.array(z.string()),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type OriginalSiteInfo = z.infer<typeof originalSiteInfoSchema>;

/** The original sends node ids as numbers or strings, and the vendor as vendor or vassalage. */
const looseNodeId = z.pipe(
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d{1,10}$/))]),
    z.transform((raw: number | string) => Number(raw)),
  ),
  favouriteActionSchema.shape.nodeId,
);
const originalFavouriteAction = z.pipe(
  z.object({
    nodeId: looseNodeId,
    vendor: z.optional(favouriteActionSchema.shape.vendor),
    vassalage: z.optional(favouriteActionSchema.shape.vendor),
    gameType: favouriteActionSchema.shape.gameType,
  }),
  z.transform((body, ctx) => {
    const vendor = body.vendor ?? body.vassalage;
    if (vendor === undefined) {
      ctx.issues.push({ code: 'custom', message: 'vendor', input: body, path: ['vendor'] });
      return z.NEVER;
    }
    return { nodeId: body.nodeId, vendor, gameType: body.gameType };
  }),
);

export const addFavouriteGameV2 = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  summary: 'Original front end: marks a game as a favourite (as POST /wps/relay/MCSFE_getFavoriteGames)',
  auth: 'member',
  body: originalFavouriteAction,
  value: favouriteStateSchema,
});

export const removeFavouriteGameV2 = endpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  summary: 'Original front end: removes a favourite (as DELETE /wps/relay/MCSFE_getFavoriteGames)',
  auth: 'member',
  body: originalFavouriteAction,
  value: favouriteStateSchema,
});

export const removeFavouriteGameV2Post = endpoint({
  ...removeFavouriteGameV2,
  method: 'POST',
  summary: 'Original front end: removes a favourite, sent as POST',
});

export const favouriteGameIds = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  summary: "Original front end: the ids of the member's favourite games, as strings, newest first",
  auth: 'member',
  trialAllowed: true,
  value: z.array(z.string()),
});

export const newGameVendor = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  summary: "Original front end: the brand's vendors as lanes of cards (the same menu as GCSGAME_gameVendor)",
  auth: 'none',
  query: z.object({
    /** The brand is the request's tenant; accepted and not used. */
    merchantCode: z.optional(text(0, 64)),
    platform: z.optional(text(0, 64)),
    language: z.optional(languageSchema),
  }),
  value: z.object({
    data: z.object({
      lanes: z.array(
        z.object({
          title: z.enum(GAME_CATEGORIES),
          cards: z.array(vendorCardSchema),
          /** The lobby category the lane opens (the original filters its game list by it). */
          gameClassify: z.enum(GAME_CATEGORIES),
        }),
      ),
    }),
  }),
});

export const hotGamesPost = endpoint({
  method: 'POST',
  path: hotGames.path,
  summary: 'Original front end: the hot games, asked with a JSON body instead of the query',
  auth: 'optional',
  body: hotGames.query,
  value: hotGames.value,
});

export const memberIconGet = endpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  summary: "Original front end: the member's avatar address (as MCSFE_getPlayerAvatar)",
  auth: 'member',
  trialAllowed: true,
  duringPasswordChange: true,
  value: z.object({ url: z.string() }),
});
