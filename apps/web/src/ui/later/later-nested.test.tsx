import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Later } from './later.tsx';

// Its own file: the first page's state is the module's, and later.test.tsx settles it.
describe('Later on the first page', () => {
  it('keeps a Later inside deferred children waiting a task of its own on the first page', async () => {
    const { container } = render(
      <Later>
        <p>content</p>
        <Later>
          <p>lower section</p>
        </Later>
      </Later>,
    );
    await screen.findByText('content');
    expect(container.textContent).toBe('content');
    expect(await screen.findByText('lower section')).toBeTruthy();
  });
});
