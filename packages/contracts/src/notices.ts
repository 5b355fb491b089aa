/**
 * System notices a member receives in platform messages. Each is a template whose
 * title and text live in the message catalogues as `notice.<template>.title` and
 * `notice.<template>.content`, filled with the notice's parameters in the reader's language.
 */
export const NOTICE_TEMPLATES = [
  'deposit-credited',
  'withdrawal-paid',
  'bonus-issued',
  'contract-offered',
  'new-device-login',
  'contract-ended',
  'salary-paid',
  'dividend-paid',
] as const;
export type NoticeTemplate = (typeof NOTICE_TEMPLATES)[number];

/**
 * The parameters each template's texts use (a test holds every catalogue to them).
 * `amount` is money in minor units, formatted when the message is read; the rest are
 * shown as given. deposit-credited, withdrawal-paid: the order's reference;
 * bonus-issued: the promotion's title; contract-offered and contract-ended: the upline's
 * account; new-device-login: the address the login came from; salary-paid and dividend-paid:
 * the period paid for, as the brand's clock names it.
 */
export const NOTICE_PARAMS = {
  'deposit-credited': ['amount', 'reference'],
  'withdrawal-paid': ['amount', 'reference'],
  'bonus-issued': ['amount', 'promotion'],
  'contract-offered': ['upline'],
  'new-device-login': ['ip'],
  'contract-ended': ['upline'],
  'salary-paid': ['amount', 'period'],
  'dividend-paid': ['amount', 'period'],
} as const satisfies Record<NoticeTemplate, readonly string[]>;

/** Parameters holding money in minor units: formatted (2 decimals, comma thousands) when read. */
export const NOTICE_MONEY_PARAMS: readonly string[] = ['amount'];
