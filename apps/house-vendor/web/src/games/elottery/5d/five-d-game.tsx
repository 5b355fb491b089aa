import type { ElotteryResult } from '@arcadia/contracts';
import { ElotteryPage } from '../elottery-page.tsx';
import type { ElotteryGameView } from '../slip-bet.ts';
import { fiveDBetLabel, fiveDTypeName } from './five-d-labels.ts';
import { FiveDPicker } from './five-d-picker.tsx';
import { FiveDStage } from './five-d-stage.tsx';

function FiveDResult(props: { result: ElotteryResult }) {
  const digits = props.result.digits ?? [];
  return (
    <span className="el-result fd-result">
      {digits.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions keep their order
        <span key={i} className="fd-digit">
          {d}
        </span>
      ))}
      <b>{digits.reduce((sum, d) => sum + d, 0)}</b>
    </span>
  );
}

const FIVE_D_VIEW: ElotteryGameView = {
  betLabel: fiveDBetLabel,
  typeName: fiveDTypeName,
  levelName: (_t, level) => String(level),
  ResultView: FiveDResult,
  Stage: FiveDStage,
  Picker: FiveDPicker,
};

/** 5D: five digits a minute. */
export const FiveDGame = () => <ElotteryPage family="5d" gameCode="ARCE-5d" view={FIVE_D_VIEW} />;
