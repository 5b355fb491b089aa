/** Where a face's pips sit on a 24-unit die. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

/** A die showing `face`, drawn in SVG (a result's dice, a bet's faces); its name is the number. */
export function DiceFace(props: { face: number; size?: number }) {
  const size = props.size ?? 22;
  return (
    <svg className="die" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={String(props.face)}>
      <rect x="1" y="1" width="22" height="22" rx="5" />
      {(PIPS[props.face] ?? []).map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={props.face === 1 ? 3.2 : 2.3}
          className={props.face === 1 ? 'ace' : ''}
        />
      ))}
    </svg>
  );
}

export function DiceRow(props: { faces: readonly number[]; size?: number }) {
  return (
    <span className="dice-row">
      {props.faces.map((face, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: dice keep their order
        <DiceFace key={i} face={face} size={props.size} />
      ))}
    </span>
  );
}
