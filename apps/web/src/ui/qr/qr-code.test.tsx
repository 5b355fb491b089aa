import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code.tsx';

afterEach(cleanup);

describe('qrPath', () => {
  it('merges runs of dark modules in a row', () => {
    const grid = [
      [1, 1, 0],
      [0, 1, 1],
      [0, 0, 0],
    ];
    const path = qrPath({ size: 3, get: (row, col) => grid[row]?.[col] ?? 0 });
    expect(path).toBe('M0 0h2v1h-2zM1 1h2v1h-2z');
  });
});

describe('QrCode', () => {
  it('draws an image with the label as its name, at the given size', () => {
    render(<QrCode value="https://example.test/down?platform=ios" size={74} margin={4} label="QR code: iOS" />);
    const image = screen.getByRole('img', { name: 'QR code: iOS' });
    expect(image.getAttribute('width')).toBe('74');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('uses the default size of 200', () => {
    render(<QrCode value="hello" label="QR" />);
    expect(screen.getByRole('img', { name: 'QR' }).getAttribute('height')).toBe('200');
  });
});
