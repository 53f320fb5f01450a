import { createRoot } from 'react-dom/client';
import { TesterPanel } from './TesterPanel';
import type { StatelyInspector } from './statelyInspector';

/**
 * Shows the tester panel in a React root of its own, after the app's #root: the app's markup (and its
 * hydration) is untouched, and the panel stays through every in-app navigation. With `inspector`, the
 * Stately inspector's module is fetched too; the panel offers the button that opens it (a browser opens
 * a new window only from a click).
 */
export function mountTesterPanel(doc: Document, { inspector }: { inspector: boolean }): void {
  if (doc.getElementById('tester-tools')) return;
  const host = doc.createElement('div');
  host.id = 'tester-tools';
  doc.body.append(host);
  const root = createRoot(host);
  const render = (stately: StatelyInspector | null) =>
    root.render(<TesterPanel stately={stately} inspectorRequested={inspector} />);
  render(null);
  if (inspector)
    void import('./statelyInspector').then(
      (module) => render(module.connectStatelyInspector(doc.defaultView ?? window)),
      (error: unknown) => console.error('The Stately inspector could not be loaded.', error),
    );
}
