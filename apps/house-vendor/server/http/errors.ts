import { ERROR_STATUS, type ErrorCode } from '@arcadia/contracts';

/** A refusal the caller can act on: a stable code from the contract, its status, extra data. */
export class VendorError extends Error {
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
