import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lobby from '../../i18n/locales/en/lobby.json';
import { I18nProvider } from '../../i18n/react.tsx';
import { englishI18n } from '../../test/english.ts';
import { GameCard } from './game-card.tsx';
import { FakeObserver, gameFixture } from './test-support.tsx';
import { attemptSrc } from './use-lazy-image.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = async (patch = {}) => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const onStart = vi.fn();
  const onFavourite = vi.fn();
  const game = gameFixture(1, { name: 'Lucky Seven', ...patch });
  const i18n = await englishI18n({ lobby });
  const view = render(
    <I18nProvider i18n={i18n}>
      <GameCard game={game} onStart={onStart} onFavourite={onFavourite} favouriteBusy={false} />
    </I18nProvider>,
  );
  return { ...view, onStart, onFavourite, game };
};

const image = (container: Element) => container.querySelector('img');

describe('GameCard', () => {
  it('shows a placeholder until the picture comes into view, then loads it', async () => {
    const { container } = await renderCard();
    expect(image(container)).toBeNull();
    expect(container.querySelector('.game-card-placeholder')?.textContent).toBe('L');
    FakeObserver.show('.game-card-image');
    expect(image(container)?.getAttribute('src')).toBe('/img/games/ARC_1.svg');
    act(() => {
      image(container)?.dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('.game-card-placeholder')).toBeNull();
  });

  it('retries a failed picture three times, then keeps the placeholder', async () => {
    const { container } = await renderCard();
    FakeObserver.show('.game-card-image');
    for (let attempt = 1; attempt <= 3; attempt++) {
      act(() => {
        image(container)?.dispatchEvent(new Event('error'));
      });
      expect(image(container)?.getAttribute('src')).toBe(attemptSrc('/img/games/ARC_1.svg', attempt));
    }
    act(() => {
      image(container)?.dispatchEvent(new Event('error'));
    });
    expect(image(container)).toBeNull();
    expect(container.querySelector('.game-card-placeholder')).toBeTruthy();
  });

  it('starts the game and toggles the favourite with named buttons', async () => {
    const { onStart, onFavourite, game } = await renderCard({ isFavourite: true });
    fireEvent.click(screen.getByRole('button', { name: 'Play Lucky Seven' }));
    expect(onStart).toHaveBeenCalledWith(game);
    const favourite = screen.getByRole('button', { name: 'Remove Lucky Seven from favourites' });
    expect(favourite.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(favourite);
    expect(onFavourite).toHaveBeenCalledWith(game);
  });
});

describe('attemptSrc', () => {
  it('adds a retry marker after the first try', () => {
    expect(attemptSrc('/a.svg', 0)).toBe('/a.svg');
    expect(attemptSrc('/a.svg', 2)).toBe('/a.svg?retry=2');
    expect(attemptSrc('/a.svg?v=1', 1)).toBe('/a.svg?v=1&retry=1');
  });
});
