import { describe, expect, it } from 'vitest';
import { shiftWindow, vendorWindow, windowShowing } from './vendor-window.ts';

describe('vendor strip window', () => {
  it('shows every vendor without arrows up to 8', () => {
    expect(vendorWindow(8, 0)).toEqual({ start: 0, end: 8, showArrows: false, canPrev: false, canNext: false });
    expect(vendorWindow(3, 5)).toEqual({ start: 0, end: 3, showArrows: false, canPrev: false, canNext: false });
  });

  it('shows arrows above 8 vendors, enabled only where there is more', () => {
    expect(vendorWindow(9, 0)).toEqual({ start: 0, end: 8, showArrows: true, canPrev: false, canNext: true });
    expect(vendorWindow(9, 1)).toEqual({ start: 1, end: 9, showArrows: true, canPrev: true, canNext: false });
  });

  it('moves a strip at a time and stops at the ends', () => {
    expect(shiftWindow(11, 0, 1)).toBe(3);
    expect(shiftWindow(20, 0, 1)).toBe(8);
    expect(shiftWindow(20, 8, 1)).toBe(12);
    expect(shiftWindow(20, 12, 1)).toBe(12);
    expect(shiftWindow(20, 12, -1)).toBe(4);
    expect(shiftWindow(20, 4, -1)).toBe(0);
    expect(shiftWindow(6, 0, 1)).toBe(0);
  });

  it('opens on the window that holds the selected vendor', () => {
    expect(windowShowing(11, 0)).toBe(0);
    expect(windowShowing(11, 9)).toBe(3);
    expect(windowShowing(20, 10)).toBe(8);
    expect(windowShowing(11, -1)).toBe(0);
    expect(windowShowing(5, 4)).toBe(0);
  });
});
