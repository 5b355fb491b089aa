const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall-clock time at a fixed GMT offset as YYYY-MM-DD HH:mm:ss. Shifting
 * the instant and reading it as UTC keeps the result independent of the
 * visitor's own time zone, which is the point: the brand's time is shown.
 */
export function formatClock(instant: Date | number, offsetMinutes: number): string {
  const shifted = new Date((typeof instant === 'number' ? instant : instant.getTime()) + offsetMinutes * 60_000);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${date} ${time}`;
}

/** "GMT+8", "GMT-3:30", "GMT+0". */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `GMT${sign}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
}
