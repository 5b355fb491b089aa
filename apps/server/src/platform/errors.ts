import { ERROR_STATUS, type ErrorCode } from '@arcadia/contracts';

/**
 * A failure the caller can act on. The code picks the HTTP status and the
 * translated message; `value` carries extra data (e.g. `{ captcha: true }`).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly value: unknown = null,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

export class NotFoundError extends AppError {
  constructor(code: 'not-found' | 'merchant-not-found' | 'unknown-domain' | 'account-not-found' = 'not-found') {
    super(code);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: 'forbidden' | 'region-blocked' | 'operation-not-allowed' | 'in_need_true_account' = 'forbidden') {
    super(code);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: 'not-logged-in' | 'ops-not-logged-in' = 'not-logged-in') {
    super(code);
  }
}

export class ConflictError extends AppError {
  constructor(value: unknown = null) {
    super('conflict', value);
  }
}

/** One field that failed validation: its name and the message key with its parameters. */
export interface FieldError {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export class ValidationError extends AppError {
  constructor(readonly fields: FieldError[]) {
    super('validation-failed', { fields });
  }
}
