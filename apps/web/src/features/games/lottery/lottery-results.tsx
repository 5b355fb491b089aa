import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { useSiteLanguage } from '../site-language.ts';
import { useOpenedNumbers } from './api/opened-numbers.ts';
import { formatBrandTime } from './brand-time.ts';

/** The latest drawn results (special prize), of the chosen lottery or of all. */
export function LotteryResults({ gameCode }: { gameCode: string | null }) {
  const { t } = useTranslation('games');
  const language = useSiteLanguage();
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const results = useOpenedNumbers(language, gameCode ?? undefined);
  return (
    <section className="lottery-results" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-section-title">
        {t('lottery.results')}
      </h2>
      {results.isError && (
        <p className="lottery-error" role="alert">
          {t('lottery.resultsError')}
        </p>
      )}
      {results.data?.length === 0 && <p className="lottery-empty">{t('lottery.noResults')}</p>}
      {results.data && results.data.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame takes focus so arrow keys scroll it (WCAG 2.1.1).
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table's scrolling frame.
        <div className="lottery-scroll" role="group" tabIndex={0} aria-label={t('lottery.results')}>
          <table className="lottery-table">
            <caption className="visually-hidden">{t('lottery.results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.game')}</th>
                <th scope="col">{t('lottery.issueColumn')}</th>
                <th scope="col">{t('lottery.special')}</th>
                <th scope="col">{t('lottery.drawnAt')}</th>
              </tr>
            </thead>
            <tbody>
              {results.data.map((draw) => (
                <tr key={`${draw.gameCode}-${draw.drawNo}`}>
                  <td>{draw.name}</td>
                  <td>{draw.issue}</td>
                  <td className="lottery-special">{draw.special}</td>
                  <td>
                    <time dateTime={draw.drawnAt}>{formatBrandTime(draw.drawnAt, offset, language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
