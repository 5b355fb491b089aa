/**
 * Waits (up to two seconds) for `check` to hold: for a change made beside the app, as another
 * process would, to reach the app through its change notice.
 */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the change was not noticed within two seconds');
}
