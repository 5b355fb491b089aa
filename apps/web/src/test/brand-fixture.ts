import { DEFAULT_BRAND_LOOK, type RegisterRule } from '@arcadia/contracts';
import type { PermissionInfo } from '../lib/brand.ts';

export type BrandPatch = Partial<Omit<PermissionInfo, 'merchant'>> & { merchant?: Partial<PermissionInfo['merchant']> };

/** Test-only: the demo brand with every switch off and nothing configured; a patch overrides parts (merchant field by field). */
export const brandFixture = ({ merchant, ...patch }: BrandPatch = {}): PermissionInfo => ({
  merchant: {
    code: 'demo',
    name: 'Arcadia',
    currency: 'PHP',
    currencySymbol: '₱',
    languages: ['CN', 'EN', 'VI', 'JA', 'TH', 'TY'],
    defaultLanguage: 'EN',
    platform: 'ARC',
    lotteryType: 'VN',
    logoUrl: '/img/brand/demo.svg',
    gmtOffsetMinutes: 480,
    look: DEFAULT_BRAND_LOOK,
    ...merchant,
  },
  whitelabel: [],
  registerRules: [],
  resources: [],
  customerService: [],
  customerServiceKey: '',
  gtagId: null,
  imageCDNs: ['/img'],
  launchGameCDNs: ['/house'],
  launchGameCDN: '/house',
  location: { ip: '127.0.0.1', country: null },
  maintenance: false,
  regionRestriction: false,
  maintenanceEndTime: null,
  ...patch,
});

/** Test-only: the countries the country-code pickers offer. */
export const countriesFixture = () => [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
];

/** Test-only: a register rule, optional and loose unless patched. */
export const ruleFixture = (key: string, patch: Partial<RegisterRule> = {}): RegisterRule => ({
  key,
  enabled: true,
  required: false,
  patternId: 1,
  minLength: 1,
  maxLength: 50,
  acceptedPattern: '*',
  ...patch,
});
