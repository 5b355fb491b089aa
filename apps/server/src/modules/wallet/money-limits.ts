import type { MoneySettings, MoneySettingsChange, WinCap } from '@arcadia/contracts';

/**
 * Which part of a money-settings change loosens a limit (and so waits for a second
 * operator) and which does not (and applies at once). Looser means more money can
 * leave: a higher withdrawal maximum, more withdrawals a day, a higher adjustment
 * maximum, a higher two-approval threshold, a higher win cap (either bound of a cap
 * counts for the whole cap). Everything else (minimums, wallet mode, auto-receipt)
 * is not a limit on money leaving, and applies at once.
 */

const HIGHER_IS_LOOSER = ['withdrawMax', 'withdrawDailyCount', 'adjustMax', 'withdrawTwoApprovalsOver'] as const;
type Scalar = Exclude<keyof MoneySettings, 'winCap' | 'vendorWinCaps'>;

const looserCap = (before: WinCap, after: WinCap) =>
  after.stakeMultiple > before.stakeMultiple || after.maxWin > before.maxWin;

/** The settings after a change; a vendor cap set to null is removed (the brand's cap applies). */
export function applyChange(before: MoneySettings, change: MoneySettingsChange): MoneySettings {
  const { vendorWinCaps, winCap, ...scalars } = change;
  const vendors = { ...before.vendorWinCaps };
  for (const [vendor, cap] of Object.entries(vendorWinCaps ?? {})) {
    if (cap) vendors[vendor] = cap;
    else delete vendors[vendor];
  }
  const defined = Object.fromEntries(Object.entries(scalars).filter(([, value]) => value !== undefined));
  return { ...before, ...defined, winCap: winCap ?? before.winCap, vendorWinCaps: vendors };
}

/** Splits a change into what applies now and what waits for approval (`later` empty: nothing waits). */
export function splitChange(
  before: MoneySettings,
  change: MoneySettingsChange,
): { now: MoneySettingsChange; later: MoneySettingsChange | null } {
  const now: Record<string, unknown> = {};
  const later: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || key === 'vendorWinCaps' || key === 'winCap') continue;
    const looser = (HIGHER_IS_LOOSER as readonly string[]).includes(key) && value > before[key as Scalar];
    (looser ? later : now)[key] = value;
  }
  if (change.winCap) (looserCap(before.winCap, change.winCap) ? later : now).winCap = change.winCap;
  // A vendor without a cap of its own meets the brand's cap: the highest the brand's may become.
  const brandCap = (later.winCap ?? now.winCap ?? before.winCap) as WinCap;
  for (const [vendor, cap] of Object.entries(change.vendorWinCaps ?? {})) {
    const current = before.vendorWinCaps[vendor] ?? before.winCap;
    const side = looserCap(current, cap ?? brandCap) ? later : now;
    side.vendorWinCaps = { ...(side.vendorWinCaps as object), [vendor]: cap };
  }
  // A minimum raised above today's maximum waits with the raised maximum it needs.
  const afterNow = applyChange(before, now as MoneySettingsChange);
  if (afterNow.withdrawMin > afterNow.withdrawMax && 'withdrawMax' in later && 'withdrawMin' in now) {
    later.withdrawMin = now.withdrawMin;
    delete now.withdrawMin;
  }
  return { now: now as MoneySettingsChange, later: Object.keys(later).length ? (later as MoneySettingsChange) : null };
}

/** Field errors of settings that cannot hold together, as the database would refuse them. */
export function settingsProblems(settings: MoneySettings): string[] {
  return settings.withdrawMax < settings.withdrawMin ? ['withdrawMax'] : [];
}
