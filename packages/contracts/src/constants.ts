/** Business constants of both specifications' §9. Change them here only. */

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const REMEMBER_ME_MS = 24 * 60 * 60 * 1000;
export const FIREBASE_SMS_COUNTDOWN_S = 60;
export const GET_CODE_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_MS = 1000;
export const CLOCK_REFRESH_MS = 1000;
export const COUNTRY_DROPDOWN_HIDE_MS = 200;

/** The fixed weak default password that forces a change at login. */
export const WEAK_DEFAULT_PASSWORD = '123456';

export const VENDOR_DROPDOWN_MAX = 11;
export const LOBBY_ARROWS_ABOVE = 8;
export const NOTICE_PAGE_SIZE = 9;
export const GAME_PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 500;

export const CLIENT_TYPE = 3;
export const PLATFORM = 'flash,html5-desktop';
export const FAVOURITE_PLATFORM = 'flash';
export const ANNOUNCEMENT_PLATFORM = 'W';
export const DEVICE = 'WEB';
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'DS88'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const HOT_GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
/** The DS88 sports vendor forms its own category with this id. */
export const DS88_CATEGORY_ID = 5;
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const FB_SPORTS_VENDOR = 'FB';
export const GAME_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const LOTTERY_ROUTE_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
export const GAME_CLASSIFICATIONS = ['JP', 'TG', 'AC', 'BG'] as const;
export const POPULAR_LOTTERY_COUNT = 20;
export const VIETNAM_NUMBERS_COUNT = 100;

export const BANNER_AUTOPLAY_MS = 5000;
export const JACKPOT_STEP = 165.11;
export const JACKPOT_STEP_MS = 3000;
export const DEFAULT_CURRENCY_SYMBOL = 'P';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const DEFAULT_EXECUTION = 'B';
/** Announcement audiences: B both, V visitors only, M members only. */
export const ANNOUNCEMENT_EXECUTIONS = ['B', 'V', 'M'] as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHAT_HEADER_COLOUR = '#6142bf';
export const LIVE_CHAT_POPUP = { width: 440, height: 500 } as const;

export const MODAL_DEFAULTS = { width: 600, height: 300, dialogWidth: 400, delayMs: 100 } as const;
export const QR_DEFAULTS = { size: 200, margin: 20, level: 'M' } as const;
export const SIDEBAR_QR_SIZE = 74;
export const LAZY_LOAD = { threshold: 0.1, throttleMs: 200, retry: 3, cache: 200, preLoad: 1.3 } as const;
export const COPYRIGHT_YEAR = 2025;
export const LICENCES = ['malta', 'bvi', 'philippines'] as const;

export const RESOURCE_TYPES = ['TWITTER', 'DOUYIN', 'MOBILECONFIG', 'Android', 'IOS', 'FACEBOOK', 'TELEGRAM'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
/** Resources that are app downloads and get a QR code in the side bar. */
export const APP_RESOURCE_TYPES: readonly ResourceType[] = ['MOBILECONFIG', 'Android', 'IOS'];

/** Customer-service channel types; type 3 is live chat and carries an encrypted path. */
export const CS_TYPE_LIVE_CHAT = 3;

// Roles (site-shell §6, endpoints §6).
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const VIP_RANK_ABOVE = 4;

// Member and agent centres (endpoints §2).
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

// endpoints-and-centres §9.
export const REALTIME_SALARY_MINUTES = 5;
export const PHONE_RETRY_WAIT_MINUTES = 5;
export const COMMENT_MAX_CHARS = 140;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const UPLOAD_MAX_FILES = 3;
export const MIN_AGE = 18;
export const WAGE_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export const DATE_PRESET_DAYS = [7, 30] as const;
export const SLOT_FILTERS = { minBet: 1, minLines: 25 } as const;

/** The drawn brand logo's size (server: modules/assets `brandLogo`): the header reserves its width before it loads. */
export const BRAND_LOGO_SIZE = { width: 220, height: 56 } as const;
