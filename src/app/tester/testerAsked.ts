// sessionStorage, not the app's localStorage layer: the switch belongs to one tester's visit (this tab),
// not to the site's stored data, and must end when the tab closes.
export const SWITCH_KEY = 'cgn.testerTools';

/**
 * Whether this visit may want the tester tools: its address names them (`?tester`, `?inspect`, or
 * either `=off`) or the visit switched them on before. Only then is the switch's code fetched
 * (./testerSwitch.ts), so an ordinary visit downloads none of it — on the public site, on a testing
 * host or in the benchmark alike.
 */
export function testerToolsAsked(win: Window): boolean {
  const query = new URLSearchParams(win.location.search);
  if (query.has('tester') || query.has('inspect')) return true;
  try {
    return win.sessionStorage.getItem(SWITCH_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing was remembered
  }
}
