import type { AgentDatePreset } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { DateFields } from '../../../ui/date-range/date-fields.tsx';
import { ToggleGroup } from '../../../ui/form/toggle-group.tsx';
import { AGENT_PRESETS, type AgentRange, isBadRange } from './agent-range.ts';

interface RangeFilterProps {
  value: AgentRange;
  onPreset: (preset: AgentDatePreset) => void;
  onDates: (dates: { startDate: string; endDate: string }) => void;
}

/** The four presets, or start and end days picked by hand; a start after the end is told under the end. */
export function RangeFilter({ value, onPreset, onDates }: RangeFilterProps) {
  const { t } = useTranslation('agentCentre');
  const { t: common } = useTranslation('common');
  return (
    <>
      <ToggleGroup
        legend={common('dateRange.range')}
        className="agent-presets"
        choices={AGENT_PRESETS.map((preset) => ({ value: preset, label: t(`preset.${preset}`) }))}
        value={value.preset}
        onChange={onPreset}
      />
      <DateFields startDate={value.startDate} endDate={value.endDate} bad={isBadRange(value)} onDates={onDates} />
    </>
  );
}
