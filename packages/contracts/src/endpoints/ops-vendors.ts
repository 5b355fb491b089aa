import * as z from 'zod/mini';
import { GAME_CATEGORIES } from '../constants.ts';
import { endpoint } from '../endpoint.ts';
import { text } from '../schema.ts';

/**
 * Game vendors as operators run them (issue 36). A vendor is listed on a brand only when the
 * platform has an adapter for it (its API's address and wallet mode: the platform's contract with
 * the provider, for every brand) and the brand has it switched on; an operator may put a brand's
 * vendor into maintenance (listed, its games answer game-maintenance). A vendor's signing secret
 * comes from the deployment's configuration, never from this API: whoever holds it can credit
 * wins through the wallet.
 */

const vendorCode = z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/));

export const opsAdapterSchema = z.object({
  apiUrl: z.string(),
  /** Where its game pages are served, when not where its API answers: the only origin its launches may open. */
  playUrl: z.nullable(z.string()),
  walletMode: z.enum(['seamless', 'transfer']),
  configuredAt: z.iso.datetime(),
  syncedAt: z.nullable(z.iso.datetime()),
});

export const opsVendorSchema = z.object({
  vendorCode: z.string(),
  name: z.string(),
  categories: z.array(z.enum(GAME_CATEGORIES)),
  games: z.int(),
  adapter: z.nullable(opsAdapterSchema),
  /** Whether the deployment holds its signing secret (without it, launches and wallet calls are refused). */
  hasSecret: z.boolean(),
});

export const opsVendors = endpoint({
  method: 'GET',
  path: '/ops/vendors',
  summary: "The catalogue's vendors with their adapters",
  auth: 'operator',
  permission: 'brand.read',
  value: z.object({ list: z.array(opsVendorSchema) }),
});

export const opsPutAdapter = endpoint({
  method: 'PUT',
  path: '/ops/vendors/:code/adapter',
  summary: "Sets a provider's adapter: where its API answers (aggregator protocol) and its wallet mode",
  auth: 'operator',
  permission: 'vendors.manage',
  params: z.object({ code: vendorCode }),
  body: z.object({
    apiUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(512)),
    /** An origin alone (scheme, host, port): where its game pages are served, if not at apiUrl's origin. */
    playUrl: z.optional(
      z.nullable(z.url({ protocol: /^https?$/ }).check(z.maxLength(256), z.regex(/^https?:\/\/[^/?#]+\/?$/))),
    ),
    walletMode: z._default(z.enum(['seamless', 'transfer']), 'seamless'),
  }),
  value: opsVendorSchema,
});

export const opsRemoveAdapter = endpoint({
  method: 'DELETE',
  path: '/ops/vendors/:code/adapter',
  summary: "Removes a provider's adapter: its games leave every brand's lobby",
  auth: 'operator',
  permission: 'vendors.manage',
  params: z.object({ code: vendorCode }),
  value: opsVendorSchema,
});

export const opsSyncCatalogue = endpoint({
  method: 'POST',
  path: '/ops/vendors/:code/sync',
  summary: "Imports a provider's catalogue now (its games, names and art); done hourly by itself",
  auth: 'operator',
  permission: 'vendors.manage',
  params: z.object({ code: vendorCode }),
  /** Games listed, and games the provider no longer offers (taken off, kept for their bets). */
  value: z.object({ listed: z.int(), retired: z.int() }),
});

export const opsBrandVendorSchema = z.object({
  vendorCode: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  /** Switched on with an adapter: in the brand's lobby. */
  listed: z.boolean(),
});

export const opsBrandVendors = endpoint({
  method: 'GET',
  path: '/ops/merchants/:code/vendors',
  summary: "A brand's vendors: switched on or off, in maintenance, listed",
  auth: 'operator',
  permission: 'brand.read',
  params: z.object({ code: text(1, 64) }),
  value: z.object({ list: z.array(opsBrandVendorSchema) }),
});

export const opsUpdateBrandVendor = endpoint({
  method: 'PATCH',
  path: '/ops/merchants/:code/vendors/:vendor',
  summary: "Switches a brand's vendor on or off, or into or out of maintenance",
  auth: 'operator',
  permission: 'brand.write',
  params: z.object({ code: text(1, 64), vendor: vendorCode }),
  body: z.object({ enabled: z.optional(z.boolean()), maintenance: z.optional(z.boolean()) }),
  value: z.object({ list: z.array(opsBrandVendorSchema) }),
});
