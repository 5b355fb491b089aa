/** "YYYY-MM-DD HH:mm:ss" of an instant in a zone given as minutes east of GMT. */
export function formatStamp(at: Date, offsetMinutes: number): string {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}
