import * as z from 'zod/mini';
import { APP_RESOURCE_TYPES, RESOURCE_TYPES } from '../constants.ts';
import { brandLookSchema } from '../design-tokens.ts';
import { endpoint } from '../endpoint.ts';
import { languageSchema } from '../languages.ts';
import { registerRuleSchema } from '../rules.ts';
import { text } from '../schema.ts';
import { whitelabelNodeSchema } from '../whitelabel.ts';
import { originalSiteInfoSchema, registerRuleMapSchema } from './compat.ts';

export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_BLOCKED: 2 } as const;

const locationSchema = z.object({ ip: z.string(), country: z.nullable(z.string()) });

export const systemStatus = endpoint({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Site status: 0 normal, 1 maintenance (with end time), 2 blocked region',
  auth: 'none',
  value: z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenanceEndTime: z.nullable(z.iso.datetime()),
    location: locationSchema,
  }),
  // The original front end boots from this call: flags, and its site information under `info`.
  original: {
    value: z.object({
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      maintenance: z.boolean(),
      regionRestriction: z.boolean(),
      maintenanceEndTime: z.nullable(z.iso.datetime()),
      location: locationSchema,
      info: originalSiteInfoSchema,
    }),
  },
});

export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.nullable(z.string()),
});
export type Resource = z.infer<typeof resourceSchema>;
export const isAppResource = (resource: Resource) => APP_RESOURCE_TYPES.includes(resource.resourceType);

export const customerServiceSchema = z.object({
  csType: z.int(),
  /** Plain for most channels; for live chat (type 3) sealed with `customerServiceKey`. */
  path: z.string(),
});

export const brandSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  platform: z.string(),
  lotteryType: z.string(),
  logoUrl: z.string(),
  gmtOffsetMinutes: z.int(),
  /** The brand's colours, font and logo mark (applied as CSS variables at start). */
  look: brandLookSchema,
});
export type Brand = z.infer<typeof brandSchema>;

export const permissionInfo = endpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: 'Whitelabel tree, register rules, resources, customer service, CDNs and location',
  auth: 'none',
  query: z.object({ url: z.optional(text(0, 2048)) }),
  value: z.object({
    merchant: brandSchema,
    whitelabel: z.array(whitelabelNodeSchema),
    registerRules: z.array(registerRuleSchema),
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    customerServiceKey: z.string(),
    gtagId: z.nullable(z.string()),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    launchGameCDN: z.string(),
    location: locationSchema,
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    maintenanceEndTime: z.nullable(z.iso.datetime()),
  }),
});

export const registerSettings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: 'Registration field rules (enabled, required, pattern, length bounds)',
  auth: 'none',
  value: z.array(registerRuleSchema),
  // The original front end reads the rules keyed by field name.
  original: { value: registerRuleMapSchema },
});

export const domainRoute = endpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  summary: "The brand a host name belongs to (without a domain: the request's own host)",
  auth: 'none',
  // The original front end asks with no arguments.
  query: z.object({ domain: z.optional(text(1, 253)) }),
  value: z.object({ domain: z.string(), merchantCode: z.string() }),
});

export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const countryList = endpoint({
  method: 'GET',
  path: '/wps/system/countries',
  summary: 'Country codes with dialing codes',
  auth: 'none',
  value: z.array(countrySchema),
});
