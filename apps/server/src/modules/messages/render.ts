import {
  formatMoney,
  type Language,
  NOTICE_MONEY_PARAMS,
  type PlatformMessage,
  pickText,
  translate,
} from '@arcadia/contracts';
import { formatStamp } from '../../platform/time.ts';
import type { MessageRow } from './messages.repo.ts';

/** A notice's parameters as shown: money (minor units) formatted, the rest as given. */
function shownParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) =>
      NOTICE_MONEY_PARAMS.includes(name) && /^-?\d+$/.test(String(value))
        ? [name, formatMoney(BigInt(value))]
        : [name, value],
    ),
  );
}

/**
 * A message in the reader's language: a system notice from its template in the
 * message catalogue, an operator's message from the text they wrote for that
 * language (or English).
 */
export function renderMessage(row: MessageRow, lang: Language, offsetMinutes: number): PlatformMessage {
  const time = formatStamp(new Date(row.createdAt), offsetMinutes);
  if (row.kind === 'system' && row.template) {
    const params = shownParams(row.params ?? {});
    return {
      id: row.id,
      kind: 'system',
      template: row.template,
      title: translate(lang, `notice.${row.template}.title`, params),
      content: translate(lang, `notice.${row.template}.content`, params),
      time,
      read: row.read,
    };
  }
  return {
    id: row.id,
    kind: 'internal',
    template: null,
    title: pickText(row.title ?? {}, lang),
    content: pickText(row.content ?? {}, lang),
    time,
    read: row.read,
  };
}
