import { SWITCH_KEY } from './testerAsked';

/** Which tester tools are on: the panel alone (`?tester`), or the panel and the Stately inspector. */
export type TesterTools = 'panel' | 'inspect' | null;

/**
 * What the address asks for, given what this visit already had: `?inspect` → 'inspect', `?tester` →
 * 'panel' (`?inspect` wins when both are there), `?tester=off` or `?inspect=off` → off; an address
 * without either keeps the visit's setting.
 */
export function testerToolsFor(search: string, stored: string | null): TesterTools {
  const query = new URLSearchParams(search);
  const asked = ['inspect', 'tester'].filter((name) => query.has(name));
  if (asked.some((name) => query.get(name) === 'off')) return null;
  if (asked.includes('inspect')) return 'inspect';
  if (asked.includes('tester')) return 'panel';
  return stored === 'inspect' || stored === 'panel' ? stored : null;
}

/** The hosts a tester runs the built app on (`npm start`, the journeys). */
const TESTING_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Where the switch works: in development, on this machine (the built app under `npm start`), or in
 * a build made with VITE_TESTER_TOOLS=on (a staging site). On the public site `?tester` does nothing:
 * the panel's "Fire now" would otherwise end a login lock-out with one click.
 */
export function testerToolsAllowed(
  hostname: string,
  env: { DEV: boolean; VITE_TESTER_TOOLS?: string } = import.meta.env,
): boolean {
  return env.DEV || env.VITE_TESTER_TOOLS === 'on' || TESTING_HOSTS.includes(hostname);
}

function sessionStore(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null; // storage blocked: the switch then lasts for this page only
  }
}

/**
 * Checked once, in the browser, after the page has loaded (src/main.tsx calls it when testerToolsAsked): if the address or
 * this visit switched the tester tools on, remember that for the visit and fetch the panel (and, with
 * `?inspect`, the Stately inspector). Otherwise nothing is fetched: neither is part of any page's
 * download. A build with VITE_TESTER_TOOLS=off leaves this an empty function.
 */
export function startTesterTools(win: Window): void {
  // As TESTER_TOOLS_BUILT_IN (machineInspector.ts), written out so this module imports nothing.
  if (import.meta.env.VITE_TESTER_TOOLS === 'off' || !testerToolsAllowed(win.location.hostname)) return;
  const storage = sessionStore(win);
  const tools = testerToolsFor(win.location.search, storage?.getItem(SWITCH_KEY) ?? null);
  try {
    if (tools) storage?.setItem(SWITCH_KEY, tools);
    else storage?.removeItem(SWITCH_KEY);
  } catch {
    // A full or blocked sessionStorage only means the switch is not remembered.
  }
  if (!tools) return;
  void import('./mountTesterPanel').then((panel) =>
    panel.mountTesterPanel(win.document, { inspector: tools === 'inspect' }),
  );
}
