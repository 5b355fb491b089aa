import type { TFunction } from '../../i18n/translator.ts';
import { ApiError } from '../../lib/api.ts';

/** The user-facing text of a failed call: the server's translated message, or ours for the browser's own failures. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    // Network and parse failures carry our own code as their message.
    return error.message && error.message !== error.code ? error.message : t(`messages:${error.code}`);
  }
  return t('messages:unknown-error');
}

/** Server validation errors (value.fields) by field name, with their translated messages. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.value as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const result: Record<string, string> = {};
  for (const item of fields as { field?: unknown; message?: unknown; key?: unknown }[]) {
    if (typeof item.field === 'string' && !(item.field in result)) {
      result[item.field] = typeof item.message === 'string' ? item.message : String(item.key ?? '');
    }
  }
  return result;
}
