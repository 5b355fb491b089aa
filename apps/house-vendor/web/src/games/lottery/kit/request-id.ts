/** A purchase's id, made once per slip: a retry after a lost answer finds the tickets it bought instead of buying twice. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
