import * as z from 'zod/mini';

/** Site languages, in the order the language drop-down lists them. TY is Filipino. */
export const LANGUAGES = ['CN', 'EN', 'VI', 'JA', 'TH', 'TY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';
export const languageSchema = z.enum(LANGUAGES);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Text that an operator writes once per language; readers fall back to EN. */
export const localizedTextSchema = z.partialRecord(languageSchema, z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const pickText = (text: LocalizedText, lang: Language): string =>
  text[lang] ?? text[DEFAULT_LANGUAGE] ?? Object.values(text)[0] ?? '';

/**
 * Text per language where English is required: it is what every language without its own text
 * shows, so the server refuses one without it (and the contract says so). Other languages optional.
 */
export const withEnglish = <T extends z.ZodMiniType<string>>(text: T) =>
  z.strictObject({
    EN: text,
    CN: z.optional(text),
    VI: z.optional(text),
    JA: z.optional(text),
    TH: z.optional(text),
    TY: z.optional(text),
  });
