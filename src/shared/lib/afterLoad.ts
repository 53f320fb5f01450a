/**
 * Runs `run` once the page has loaded (its `load` event, or at once if it has passed) and then the
 * browser is idle (requestIdleCallback, or a second later where there is none): for work no visitor
 * waits for, such as the private page count (src/main.tsx, visitBeacon.ts).
 */
export function afterLoad(win: Window, run: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
