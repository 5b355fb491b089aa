/**
 * The 19 validation patterns (endpoints-and-centres §5). A register rule names
 * one by id; its message key is `pattern.<id>` with {min} and {max} substituted.
 */
export interface ValidationPattern {
  id: number;
  name: string;
  regex: RegExp;
}

export const PATTERNS: readonly ValidationPattern[] = [
  { id: 1, name: 'any', regex: /^[\s\S]*$/ },
  { id: 2, name: 'letterThenAlphanumeric', regex: /^[A-Za-z][A-Za-z0-9]*$/ },
  { id: 3, name: 'chineseAndDigits', regex: /^[\u4e00-\u9fff0-9]+$/ },
  { id: 4, name: 'email', regex: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/ },
  { id: 5, name: 'alphanumeric', regex: /^[A-Za-z0-9]+$/ },
  { id: 6, name: 'lettersAndDigitsCombined', regex: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/ },
  { id: 7, name: 'digits', regex: /^\d+$/ },
  { id: 8, name: 'alphanumericWithUppercase', regex: /^(?=.*[A-Z])[A-Za-z0-9]+$/ },
  { id: 9, name: 'englishLettersAndSpaces', regex: /^[A-Za-z ]+$/ },
  { id: 10, name: 'noSpaces', regex: /^\S+$/ },
  { id: 11, name: 'chineseAndPunctuation', regex: /^[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]+$/ },
  { id: 12, name: 'lettersAndSpaces', regex: /^[\p{L} ]+$/u },
  {
    id: 13,
    name: 'date',
    regex: /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4})$/,
  },
  { id: 14, name: 'korean', regex: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/ },
  { id: 15, name: 'thai', regex: /^[\u0e00-\u0e7f]+$/ },
  { id: 16, name: 'thaiOrEnglishWithSpaces', regex: /^[\u0e00-\u0e7fA-Za-z ]+$/ },
  { id: 17, name: 'uppercaseAndSpaces', regex: /^(?=.*[A-Z])[A-Z ]+$/ },
  { id: 18, name: 'lettersDigitsSymbols', regex: /^[\x21-\x7e]+$/ },
  { id: 19, name: 'strongPassword', regex: /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/ },
];

export const patternById = (id: number): ValidationPattern | undefined => PATTERNS.find((pattern) => pattern.id === id);
