import type { ElotteryResult } from '@arcadia/contracts';
import { ElotteryPage } from '../elottery-page.tsx';
import type { ElotteryGameView } from '../slip-bet.ts';
import { DiceRow } from './dice-face.tsx';
import { k3BetLabel, k3TypeName } from './k3-labels.ts';
import { K3Picker } from './k3-picker.tsx';
import { K3Stage } from './k3-stage.tsx';

function K3Result(props: { result: ElotteryResult }) {
  const dice = props.result.dice ?? [];
  return (
    <span className="el-result k3-result">
      <DiceRow faces={dice} size={20} />
      <b>{dice.reduce((sum, face) => sum + face, 0)}</b>
    </span>
  );
}

const K3_VIEW: ElotteryGameView = {
  betLabel: k3BetLabel,
  typeName: k3TypeName,
  levelName: (t, level) => t('k3.level', { n: level }),
  ResultView: K3Result,
  Stage: K3Stage,
  Picker: K3Picker,
};

/** Fast 3 (K3): three dice a minute. */
export const K3Game = () => <ElotteryPage family="k3" gameCode="ARCE-k3" view={K3_VIEW} />;
