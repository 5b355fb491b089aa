import { LOBBY_ARROWS_ABOVE } from '@arcadia/contracts';

/**
 * The vendor strip: up to LOBBY_ARROWS_ABOVE logos at once; above that, prev
 * and next arrows move the window a strip's width at a time.
 */
export interface VendorWindow {
  start: number;
  end: number;
  showArrows: boolean;
  canPrev: boolean;
  canNext: boolean;
}

const size = LOBBY_ARROWS_ABOVE;
const clampStart = (count: number, start: number) => Math.max(0, Math.min(start, count - size));

export function vendorWindow(count: number, start: number): VendorWindow {
  if (count <= size) return { start: 0, end: count, showArrows: false, canPrev: false, canNext: false };
  const from = clampStart(count, start);
  return { start: from, end: from + size, showArrows: true, canPrev: from > 0, canNext: from + size < count };
}

/** Where the window starts after an arrow click. */
export const shiftWindow = (count: number, start: number, direction: -1 | 1): number =>
  count <= size ? 0 : clampStart(count, start + direction * size);

/** A window that shows the selected vendor. */
export const windowShowing = (count: number, index: number): number =>
  count <= size || index < 0 ? 0 : clampStart(count, Math.floor(index / size) * size);
