import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@arcadia/contracts';
import type { CSSProperties } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { useJackpot } from './use-jackpot.ts';
import './jackpot.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** One digit as a vertical strip 0-9, slid to show the current digit. */
function RollingDigit({ digit }: { digit: number }) {
  return (
    <span className="jackpot-digit">
      <span className="jackpot-strip" style={{ '--digit': digit } as CSSProperties}>
        {DIGITS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </span>
    </span>
  );
}

/**
 * The jackpot counter: the brand's currency symbol and rolling digits. The
 * plain figure is its accessible name (and what tests read).
 */
export function Jackpot({ className }: { className?: string }) {
  const symbol = useBrand().merchant.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const value = useJackpot();
  const text = formatMoney(value);
  const chars = [...text];
  return (
    <span
      className={className ? `jackpot ${className}` : 'jackpot'}
      role="img"
      aria-label={`${symbol}${text}`}
      data-testid="jackpot"
      data-value={value}
    >
      <span className="jackpot-symbol" aria-hidden="true">
        {symbol}
      </span>
      <span className="jackpot-figure" aria-hidden="true">
        {chars.map((char, at) => {
          // Keyed from the right, so a digit keeps its strip when the number gains a place.
          const key = chars.length - at;
          return /\d/.test(char) ? (
            <RollingDigit key={key} digit={Number(char)} />
          ) : (
            <span key={key} className="jackpot-separator">
              {char}
            </span>
          );
        })}
      </span>
    </span>
  );
}
