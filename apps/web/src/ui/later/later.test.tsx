import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Later } from './later.tsx';

describe('Later', () => {
  it('renders its children a task after the first paint (its fallback until then), then at once on later mounts', async () => {
    const first = render(<Later fallback="placeholder">below the fold</Later>);
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(await screen.findByText('below the fold')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve));
    render(<Later>next page</Later>);
    expect(screen.getByText('next page')).toBeTruthy();
  });
});
