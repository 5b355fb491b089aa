import { useShell } from '../../shell/shell-context.tsx';
import { chipFace } from './spots.ts';

/** The table's chips: the chosen one goes on the spot tapped next. */
export function ChipRack(props: {
  chips: readonly number[];
  chip: number;
  disabled: boolean;
  onChoose: (chip: number) => void;
}) {
  const { t, formatMoney } = useShell();
  return (
    <fieldset className="bac-chips">
      <legend className="sr-only">{t('bac.chips')}</legend>
      {props.chips.map((value, index) => (
        <button
          key={value}
          type="button"
          className={`bac-chip tone-${index}`}
          aria-pressed={value === props.chip}
          aria-label={t('bac.chip', { amount: formatMoney(value) })}
          disabled={props.disabled}
          onClick={() => props.onChoose(value)}
        >
          <span>{chipFace(value)}</span>
        </button>
      ))}
    </fieldset>
  );
}
