import browserslist from 'browserslist';

/**
 * The build's syntax target, from package.json's browserslist (the browsers we support, cheap phones'
 * Android WebView and iOS Safari among them): the oldest version of each engine, in the names Vite's
 * transformer knows. Android WebView and Chrome for Android share Chrome's version numbers; Samsung
 * Internet is Chromium, and its oldest listed version is newer than the oldest Chrome listed.
 */
const ENGINES = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

export function buildTargets(queries = browserslist.loadConfig({ path: '.' })) {
  const oldest = new Map();
  for (const entry of browserslist(queries)) {
    const [name, versions] = entry.split(' ');
    const engine = ENGINES[name];
    if (!engine) continue;
    const version = Number.parseFloat(versions.split('-')[0]);
    if (!(oldest.get(engine) <= version)) oldest.set(engine, version);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`);
}
