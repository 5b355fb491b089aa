/** Leaves the site in this tab for a payment page; on its own so tests can stand in for the navigation. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
