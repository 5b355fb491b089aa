/** Suits drawn as paths (24-unit box): the same on every system, unlike font glyphs. */
const SUIT_PATHS: Record<string, string> = {
  S: 'M12 2C12 2 3 9.5 3 14A4.2 4.2 0 0 0 10.5 16.3L9 22H15L13.5 16.3A4.2 4.2 0 0 0 21 14C21 9.5 12 2 12 2Z',
  H: 'M12 21C12 21 3 14.5 3 8.5A4.5 4.5 0 0 1 12 6A4.5 4.5 0 0 1 21 8.5C21 14.5 12 21 12 21Z',
  D: 'M12 2L20.5 12L12 22L3.5 12Z',
  C: 'M12 2.5A4.3 4.3 0 0 0 8.2 8.9A4.3 4.3 0 1 0 10.6 16.2L9 22H15L13.4 16.2A4.3 4.3 0 1 0 15.8 8.9A4.3 4.3 0 0 0 12 2.5Z',
};
const SUIT_NAMES: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card code's rank as printed: 'T' is 10. */
export const rankText = (code: string) => (code[0] === 'T' ? '10' : (code[0] ?? ''));
/** A card as text for screen readers and the verifier's lists: "10♥". */
export const cardText = (code: string) => `${rankText(code)}${SUIT_NAMES[code[1] ?? ''] ?? ''}`;

function Suit({ suit, className }: { suit: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  );
}

/**
 * A playing card in CSS 3D: a face and a back on the two sides of one plane. Dealt, it slides in
 * from the shoe face down and turns over (the `bac-deal` animation); `still`, it lies face up (a
 * hand shown again after a reload). A third card lies sideways, as dealers place it.
 */
export function PlayingCard(props: { code: string; side: 'player' | 'banker'; third?: boolean; still?: boolean }) {
  const { code, side } = props;
  const suit = code[1] ?? 'S';
  const red = suit === 'H' || suit === 'D';
  const className = [
    'bac-card',
    `from-${side}`,
    props.third ? 'third' : '',
    props.still ? 'still' : '',
    red ? 'red' : 'black',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} role="img" aria-label={cardText(code)} data-card={code}>
      <div className="bac-card-inner">
        <div className="bac-card-face">
          <span className="bac-card-corner">
            <span className="bac-card-rank">{rankText(code)}</span>
            <Suit suit={suit} className="bac-card-pip" />
          </span>
          <Suit suit={suit} className="bac-card-suit" />
          <span className="bac-card-corner flipped">
            <span className="bac-card-rank">{rankText(code)}</span>
            <Suit suit={suit} className="bac-card-pip" />
          </span>
        </div>
        <div className="bac-card-back" />
      </div>
    </div>
  );
}
