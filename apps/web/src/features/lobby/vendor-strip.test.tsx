import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLobby, vendorFixtures } from './test-support.tsx';
import { VendorStrip } from './vendor-strip.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const codes = (count: number) => Array.from({ length: count }, (_, at) => `V${at + 1}`);
const shown = () =>
  within(screen.getByRole('list', { name: 'Providers' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('VendorStrip', () => {
  it('shows up to 8 vendors without arrows', async () => {
    await renderLobby(<VendorStrip vendors={vendorFixtures('RNG', codes(8))} selected="V1" onSelect={vi.fn()} />, {});
    expect(shown()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Next providers' })).toBeNull();
  });

  it('pages through more than 8 vendors with the arrows and reports a choice', async () => {
    const onSelect = vi.fn();
    await renderLobby(<VendorStrip vendors={vendorFixtures('RNG', codes(11))} selected="V1" onSelect={onSelect} />, {});
    const prev = screen.getByRole('button', { name: 'Previous providers' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next providers' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(shown()[0]).toBe('V1 Games');
    fireEvent.click(next);
    expect(shown()).toHaveLength(8);
    expect(shown()[7]).toBe('V11 Games');
    expect(next.disabled).toBe(true);
    expect(prev.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'V10 Games' }));
    expect(onSelect).toHaveBeenCalledWith('V10');
  });

  it('opens on the strip holding the selected vendor', async () => {
    await renderLobby(<VendorStrip vendors={vendorFixtures('RNG', codes(11))} selected="V10" onSelect={vi.fn()} />, {});
    expect(screen.getByRole('button', { name: 'V10 Games', pressed: true })).toBeTruthy();
  });
});
