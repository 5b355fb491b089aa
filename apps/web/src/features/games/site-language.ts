import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';

/** The site language as the game endpoints take it (names come back in it). */
export function useSiteLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
