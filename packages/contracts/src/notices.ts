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
