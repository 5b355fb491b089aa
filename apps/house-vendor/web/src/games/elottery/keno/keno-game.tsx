import type { ElotteryResult } from '@arcadia/contracts';
import { ElotteryPage } from '../elottery-page.tsx';
import type { ElotteryGameView } from '../slip-bet.ts';
import { bandOf, kenoBetLabel, kenoTypeName } from './keno-labels.ts';
import { KenoPicker } from './keno-picker.tsx';
import { KenoStage } from './keno-stage.tsx';

function KenoResult(props: { result: ElotteryResult }) {
  const numbers = props.result.numbers ?? [];
  return (
    <span className="el-result keno-result">
      {numbers.map((n) => (
        <span key={n} className={`keno-mini band-${bandOf(n)}`}>
          {n}
        </span>
      ))}
      <b>{numbers.reduce((sum, n) => sum + n, 0)}</b>
    </span>
  );
}

const KENO_VIEW: ElotteryGameView = {
  betLabel: kenoBetLabel,
  typeName: kenoTypeName,
  levelName: (t, level) => t('draw.rules.hits', { n: level }),
  ResultView: KenoResult,
  Stage: KenoStage,
  Picker: KenoPicker,
};

/** Keno: twenty of 1–80 drawn a minute. */
export const KenoGame = () => <ElotteryPage family="keno" gameCode="ARCE-keno" view={KENO_VIEW} />;
