import type { LocalizedText } from '@arcadia/contracts';

/** Seed text in the six site languages, in the order EN, CN, VI, JA, TH, TY. */
export const six = (EN: string, CN: string, VI: string, JA: string, TH: string, TY: string): LocalizedText => ({
  EN,
  CN,
  VI,
  JA,
  TH,
  TY,
});
