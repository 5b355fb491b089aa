import { useEffect, useState } from 'react';
import { jackpotAt, msToNextStep } from './jackpot-value.ts';

/** The live jackpot in minor units, re-read from the clock at each step boundary. */
export function useJackpot(): number {
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setValue(jackpotAt(Date.now()));
      timer = setTimeout(tick, msToNextStep(Date.now()));
    };
    timer = setTimeout(tick, msToNextStep(Date.now()));
    return () => clearTimeout(timer);
  }, []);
  return value;
}
