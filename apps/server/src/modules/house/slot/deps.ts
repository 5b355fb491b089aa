import { ERROR_STATUS, type ErrorCode } from '@arcadia/contracts';
import type { Db } from '../../../platform/db/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { type SeamlessClient, SeamlessError } from '../seamless-client.ts';

/** What the slot's services need: the database, the ARC seamless client and the session key. */
export interface SlotDeps {
  db: Db;
  wallet: () => Promise<SeamlessClient>;
  sessionKey: () => Promise<string>;
}

export const isErrorCode = (code: string | null | undefined): code is ErrorCode => !!code && code in ERROR_STATUS;

/** A wallet refusal as our own error (same code); an unreachable wallet is game-maintenance. */
export function walletError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SeamlessError && !error.retryable && isErrorCode(error.code)) return new AppError(error.code);
  return new AppError('game-maintenance');
}

/** The code to note on a round for a failure. */
export const failureCode = (error: unknown): string =>
  error instanceof SeamlessError ? (error.retryable ? 'wallet-unreachable' : error.code) : 'internal-error';
