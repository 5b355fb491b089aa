import { useTranslation } from '../../i18n/react.tsx';
import { useImageCdn } from '../../lib/brand.ts';
import { useGameMenus } from '../../lib/game-menus.ts';
import { CategoryTile } from './category-tile.tsx';
import './category-grid.css';

const SKELETONS = 6;

/** Every game category of the brand as a tile, in the server's order. */
export function CategoryGrid() {
  const { t } = useTranslation('home');
  const imageCdn = useImageCdn();
  const { data, isPending, isError, refetch } = useGameMenus();
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="home-section-title">
        {t('categories.title')}
      </h2>
      {isError ? (
        <div className="home-error" role="alert">
          <p>{t('categories.error')}</p>
          <button type="button" className="button" onClick={() => refetch()}>
            {t('common:retry')}
          </button>
        </div>
      ) : (
        <div className="category-grid" aria-busy={isPending || undefined}>
          {isPending
            ? Array.from({ length: SKELETONS }, (_, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <div key={at} className="category-tile category-tile-skeleton" />
              ))
            : data.map((category) => <CategoryTile key={category.id} category={category} imageCdn={imageCdn} />)}
        </div>
      )}
    </section>
  );
}
