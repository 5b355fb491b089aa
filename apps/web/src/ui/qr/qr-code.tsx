import { QR_DEFAULTS } from '@arcadia/contracts';
import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { useMemo } from 'react';
import './qr-code.css';

export interface QrCodeProps {
  value: string;
  /** Total width and height in CSS pixels, quiet zone included. */
  size?: number;
  /** Quiet zone around the code in CSS pixels. */
  margin?: number;
  level?: QRCodeErrorCorrectionLevel;
  /** Accessible name of the image. */
  label: string;
}

/** One path drawing every dark module, in module units, row runs merged. */
export function qrPath(modules: { size: number; get(row: number, col: number): number | boolean }): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

/**
 * A QR code drawn as inline SVG, so it is crisp at any size and needs no
 * canvas. The margin is given in pixels and turned into a quiet zone in
 * module units. Always dark on white: scanners need the contrast in both themes.
 */
export function QrCode({
  value,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  level = QR_DEFAULTS.level,
  label,
}: QrCodeProps) {
  const drawing = useMemo(() => {
    try {
      const { modules } = create(value, { errorCorrectionLevel: level });
      const quiet = Math.min(Math.max(margin, 0), size / 4);
      const zone = (quiet * modules.size) / (size - 2 * quiet);
      return { path: qrPath(modules), count: modules.size, zone };
    } catch {
      return null;
    }
  }, [value, level, margin, size]);

  if (!drawing) return null;
  const { path, count, zone } = drawing;
  const box = count + 2 * zone;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-zone} ${-zone} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect x={-zone} y={-zone} width={box} height={box} className="qr-code-light" />
      <path d={path} className="qr-code-dark" />
    </svg>
  );
}
