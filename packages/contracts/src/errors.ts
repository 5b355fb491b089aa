/**
 * Stable error codes with their HTTP status. The code is also the message key
 * in `messages/<lang>.ts`, so every error reaches the user translated.
 */
export const ERROR_STATUS = {
  'bad-request': 400,
  'validation-failed': 400,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'not-found': 404,
  'unknown-domain': 404,
  'merchant-not-found': 404,
  'not-logged-in': 401,
  'ops-not-logged-in': 401,
  in_need_true_account: 403,
  forbidden: 403,
  'region-blocked': 403,
  maintenance: 503,
  conflict: 409,
  'too-many-requests': 429,
  unknown: 500,
  // The database or Redis is unreachable for now; the request may be retried (issue 9).
  'service-unavailable': 503,
  // Phone verification (endpoints-and-centres §8).
  'invalid-phone-number': 400,
  'missing-phone-number': 400,
  'invalid-verification-code': 400,
  'missing-verification-code': 400,
  'captcha-check-failed': 400,
  'quota-exceeded': 429,
  'operation-not-allowed': 403,
  'code-expired': 400,
  'popup-closed-by-user': 400,
  // Account messages (endpoints-and-centres §8).
  'account-not-found': 404,
  'credentials-required': 400,
  'verification-required': 403,
  'contact-agent': 403,
  'non-member-login': 403,
  'non-agent-login': 403,
  'invalid-invitation-code': 400,
  // Accounts and sessions.
  'invalid-credentials': 401,
  'captcha-required': 400,
  'encryption-required': 400,
  'replayed-request': 400,
  'password-change-required': 403,
  'wrong-password': 400,
  'account-exists': 409,
  'mobile-exists': 409,
  'email-exists': 409,
  'terms-required': 400,
  'age-required': 400,
  'invalid-upload': 400,
  'account-locked': 423,
  'challenge-expired': 400,
  'invalid-identity-token': 401,
  // Money (the ledger).
  'insufficient-balance': 409,
  'idempotency-mismatch': 409,
  // Money flows.
  'channel-unavailable': 404,
  'amount-out-of-range': 400,
  'payment-password-not-set': 409,
  'wrong-payment-password': 400,
  'payout-account-required': 400,
  'payout-account-exists': 409,
  'withdrawal-daily-limit': 429,
  'invalid-state': 409,
  'bad-signature': 401,
  'amount-mismatch': 400,
  'no-upline': 409,
  'not-in-downline': 403,
  'unknown-vendor': 404,
  'single-wallet-mode': 409,
  'agent-only': 403,
  'proof-required': 400,
  // Games and the seamless wallet.
  'invalid-launch-token': 401,
  'unknown-player': 404,
  'bet-not-found': 404,
  'bet-already-settled': 409,
  // A new bet on a round its vendor closed (a win or rollback said roundClosed).
  'round-closed': 409,
  // A seamless call naming a currency other than the player's wallet's.
  'currency-mismatch': 400,
  'game-not-found': 404,
  'game-maintenance': 503,
  'table-full': 409,
  'hand-in-progress': 409,
  'lottery-betting-closed': 409,
  'lottery-invalid-number': 400,
  // Operators.
  'ops-enrolment-invalid': 400,
  'ops-last-owner': 409,
  'ops-own-account': 403,
  // Two-person money (operators).
  'self-approval': 403,
  // A vendor adapter set before the deployment holds the vendor's secret.
  'vendor-secret-missing': 409,
  // The second person is linked to the first (created, reset or granted them, or shares a keyholder).
  'ops-not-independent': 403,
  'ops-request-pending': 409,
  'limit-exceeded': 409,
  // Missions (issue 10).
  'mission-not-complete': 409,
  // Points mall (issue 10).
  'insufficient-points': 409,
  'points-below-minimum': 400,
  'out-of-stock': 409,
  'reward-unavailable': 409,
  // Promotions and rewards (issue 10).
  'promotion-not-open': 409,
  'promotion-not-eligible': 403,
  'already-applied': 409,
  'nothing-to-claim': 409,
  'promotion-not-ready': 409,
  'no-raffle-tickets': 409,
  'too-many-images': 400,
  'comment-too-long': 400,
  'bonus-turnover-required': 409,
  error_zalo: 400,
  error_whatsapp: 400,
  // The agent tree and team reports (issue 11).
  'range-too-long': 400,
  'not-direct-downline': 403,
  'tree-cycle': 409,
  'upline-not-agent': 409,
  // Agents' contracts (endpoints §3, §4, §8).
  'contract-rate-exceeds-upline': 409,
  // The same, told to an operator (who holds no contract): of the upline by name.
  'contract-above-upline-cap': 409,
  'contract-upline-has-none': 409,
  'subordinate-rate-higher': 409,
  'no-upline-contract': 409,
  'contract-terms-invalid': 400,
  'downline-type-not-allowed': 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
export const SUCCESS_CODE = 'ok';

/** Codes only the browser produces (its own network and timing failures). */
export const CLIENT_ERROR_CODES = ['network-error', 'page-timeout'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
