import { useTranslation } from '../../../i18n/react.tsx';
import { DateFields } from '../../../ui/date-range/date-fields.tsx';
import { ToggleGroup } from '../../../ui/form/toggle-group.tsx';
import { AGENT_PRESETS, type AgentRangeState, isBadRange } from './agent-range.ts';

/** The four presets, or start and end days picked by hand; a start after the end is told under the end. */
export function RangeFilter({ range }: { range: AgentRangeState }) {
  const { range: value, pickPreset, pickDates } = range;
  const { t } = useTranslation('agentCentre');
  const { t: common } = useTranslation('common');
  return (
    <>
      <ToggleGroup
        legend={common('dateRange.range')}
        className="agent-presets"
        choices={AGENT_PRESETS.map((preset) => ({ value: preset, label: t(`preset.${preset}`) }))}
        value={value.preset}
        onChange={pickPreset}
      />
      <DateFields startDate={value.startDate} endDate={value.endDate} bad={isBadRange(value)} onDates={pickDates} />
    </>
  );
}
