/**
 * Stored client values (site-shell §3). Session values live in sessionStorage
 * (gone with the tab); preferences in localStorage. Access never throws: a
 * browser with storage disabled just forgets.
 */
const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

export const session = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(key), undefined),
  /** Logout: everything goes except the brand's own values. */
  clearExceptMerchant: () =>
    safe(() => {
      const keep = MERCHANT_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const);
      sessionStorage.clear();
      for (const [key, value] of keep) if (value !== null) sessionStorage.setItem(key, value);
    }, undefined),
};

export const prefs = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => localStorage.removeItem(key), undefined),
};

export const KEYS = {
  token: 'token',
  merchant: 'merchant',
  account: 'account',
  customerId: 'customerId',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  theme: 'theme',
  lang: 'lang',
  hisLang: 'hisLang',
} as const;

const MERCHANT_KEYS = [KEYS.merchant];
