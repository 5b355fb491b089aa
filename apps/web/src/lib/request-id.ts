import { useRef } from 'react';

/** A fresh id for one submission; falls back to getRandomValues where randomUUID is missing (plain-http pages). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The requestId of a money form. Sending the same values again after a
 * failure (a lost answer, a retry click) reuses the id, so the server moves
 * the money at most once; other values, or a finished transfer, get a new one.
 */
export function useRequestId() {
  const last = useRef<{ key: string; id: string } | null>(null);
  return {
    /** The id for a submission of these values (any text that identifies them). */
    idFor(key: string): string {
      if (last.current?.key !== key) last.current = { key, id: newRequestId() };
      return last.current.id;
    },
    /** The transfer went through: the next submission is a new one. */
    done(): void {
      last.current = null;
    },
  };
}
