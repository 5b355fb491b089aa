import type { PromotionKind, RaffleGame } from '@arcadia/contracts';
import { useUniqueId } from '../../lib/use-unique-id.ts';

import './promo-art.css';

interface PromoArtProps {
  /** The promotion's id: the pattern and where things sit follow from it. */
  seed: string;
  kind: PromotionKind;
  /** Raffles: which game the art shows. */
  game?: RaffleGame | null;
  /** The operator's colour for this promotion (0–359). */
  hue: number;
  className?: string;
}

/** A small deterministic number from the id, so every promotion's art is its own and stays the same. */
function hashOf(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return hash;
}

type Motif = PromotionKind | RaffleGame;

/** The picture in the middle: what the promotion is about. */
function Motif({ motif, light, dark }: { motif: Motif; light: string; dark: string }) {
  switch (motif) {
    case 'deposit-bonus':
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <ellipse key={i} cx="200" cy={128 - i * 16} rx="46" ry="14" fill={light} stroke={dark} strokeWidth="3" />
          ))}
          <path
            d="M262 120 l0 -52 l-14 16 m14 -16 l14 16"
            stroke={light}
            strokeWidth="7"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'first-deposit':
      return (
        <g>
          <rect x="150" y="82" width="100" height="66" rx="6" fill={light} stroke={dark} strokeWidth="3" />
          <rect x="142" y="66" width="116" height="22" rx="5" fill={light} stroke={dark} strokeWidth="3" />
          <rect x="192" y="66" width="16" height="82" fill={dark} />
          <path
            d="M200 66 c-20 -26 -46 -8 -26 0 M200 66 c20 -26 46 -8 26 0"
            stroke={dark}
            strokeWidth="5"
            fill="none"
          />
        </g>
      );
    case 'rebate':
      return (
        <g fill="none" stroke={light} strokeWidth="8" strokeLinecap="round">
          <path d="M160 100 a40 40 0 0 1 72 -24" />
          <path d="M240 100 a40 40 0 0 1 -72 24" />
          <path d="M232 60 l2 18 l-18 -2 M168 140 l-2 -18 l18 2" />
          <text x="200" y="110" textAnchor="middle" fontSize="34" fontWeight="800" fill={light} stroke="none">
            %
          </text>
        </g>
      );
    case 'check-in':
      return (
        <g>
          <rect x="146" y="58" width="108" height="92" rx="8" fill={light} stroke={dark} strokeWidth="3" />
          <rect x="146" y="58" width="108" height="22" rx="8" fill={dark} />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <path
              key={i}
              d={`M${160 + (i % 3) * 30} ${98 + Math.floor(i / 3) * 26} l7 7 l13 -14`}
              stroke={i < 4 ? dark : light}
              strokeWidth="4"
              fill="none"
            />
          ))}
        </g>
      );
    case 'raffle':
    case 'red-envelope':
      return (
        <g>
          <rect x="160" y="48" width="80" height="108" rx="8" fill="#d7263d" stroke="#7a0f1c" strokeWidth="3" />
          <path d="M160 74 q40 30 80 0" fill="#b01e32" stroke="#7a0f1c" strokeWidth="3" />
          <circle cx="200" cy="92" r="15" fill="#f5c542" stroke="#a8780a" strokeWidth="3" />
        </g>
      );
    case 'golden-egg':
      return (
        <g>
          <ellipse cx="200" cy="102" rx="40" ry="52" fill="#f5c542" stroke="#a8780a" strokeWidth="3" />
          <path d="M170 96 l10 8 l9 -10 l10 9 l9 -8 l10 9 l12 -8" stroke="#a8780a" strokeWidth="3" fill="none" />
          <ellipse cx="186" cy="80" rx="8" ry="14" fill="#fff6cf" opacity="0.7" />
        </g>
      );
    case 'prize-wheel':
      return (
        <g>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <path
              key={i}
              d={`M200 100 L${200 + 52 * Math.cos((i * Math.PI) / 4)} ${100 + 52 * Math.sin((i * Math.PI) / 4)} A52 52 0 0 1 ${200 + 52 * Math.cos(((i + 1) * Math.PI) / 4)} ${100 + 52 * Math.sin(((i + 1) * Math.PI) / 4)} Z`}
              fill={i % 2 ? light : dark}
            />
          ))}
          <circle cx="200" cy="100" r="10" fill="#f5c542" />
          <path d="M200 40 l-9 -14 h18 z" fill="#f5c542" />
        </g>
      );
  }
}

/**
 * The card art of a promotion, drawn rather than loaded: a background in the promotion's
 * own colours with a pattern picked by its id, and the motif of its kind (a gift for a
 * first deposit, coins for a deposit bonus, arrows for a rebate, a calendar for check-in,
 * an envelope, egg or wheel for a raffle). Decorative: the title is written beside it.
 */
export function PromoArt({ seed, kind, game, hue, className }: PromoArtProps) {
  const id = `art-${useUniqueId()}`;
  const hash = hashOf(seed);
  const second = (hue + 30 + (hash % 50)) % 360;
  const light = `hsl(${hue} 85% 82%)`;
  const dark = `hsl(${hue} 60% 28%)`;
  const pattern = hash % 3;
  const spots = Array.from({ length: 7 }, (_, i) => ({
    x: ((hash >>> (i * 3)) % 360) + 20,
    y: ((hash >>> (i * 2 + 5)) % 160) + 10,
    r: 4 + ((hash >>> i) % 12),
  }));
  return (
    <svg
      className={className ? `promo-art ${className}` : 'promo-art'}
      viewBox="0 0 400 200"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 42%)`} />
          <stop offset="1" stopColor={`hsl(${second} 75% 22%)`} />
        </linearGradient>
      </defs>
      <rect width="400" height="200" fill={`url(#${id}-bg)`} />
      {pattern === 0 &&
        spots.map((spot) => (
          <circle key={`${spot.x}-${spot.y}`} cx={spot.x} cy={spot.y} r={spot.r} fill={light} opacity="0.18" />
        ))}
      {pattern === 1 &&
        [0, 1, 2, 3, 4, 5, 6].map((i) => (
          <path key={i} d={`M${i * 70 - 60} 200 L${i * 70 + 40} 0`} stroke={light} strokeWidth="14" opacity="0.12" />
        ))}
      {pattern === 2 &&
        spots.map((spot) => (
          <path
            key={`${spot.x}-${spot.y}`}
            d={`M${spot.x} ${spot.y - spot.r} l${spot.r / 3} ${spot.r * 0.66} l${spot.r * 0.66} ${spot.r / 3} l-${spot.r * 0.66} ${spot.r / 3} l-${spot.r / 3} ${spot.r * 0.66} l-${spot.r / 3} -${spot.r * 0.66} l-${spot.r * 0.66} -${spot.r / 3} l${spot.r * 0.66} -${spot.r / 3} z`}
            fill="#fff3b0"
            opacity="0.3"
          />
        ))}
      <circle cx="200" cy="100" r="78" fill={light} opacity="0.14" />
      <Motif motif={kind === 'raffle' && game ? game : kind} light={light} dark={dark} />
    </svg>
  );
}
