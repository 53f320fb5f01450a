/** The first pause before a part whose code failed to download is asked for again; doubled each time. */
export const FIRST_RETRY_MS = 5_000;
/** The longest pause: a tab left open on a dead connection asks once a minute, no more. */
export const LAST_RETRY_MS = 60_000;

/** Waits `ms` before the next try; resolves early when there is a reason to try at once. */
export type WaitBeforeRetry = (ms: number) => Promise<void>;

/** In a browser: `ms`, or less when it says it is back online. */
const waitOrOnline: WaitBeforeRetry = (ms) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });

/**
 * A download that does not give up: when `load` fails (a dropped connection), it is tried again after a
 * pause that doubles from FIRST_RETRY_MS to LAST_RETRY_MS, or at once when the browser comes back online,
 * and the promise settles only once it has arrived. For parts a page can stand without for a while: their
 * server-rendered HTML stays (inside <Suspense>) until their code comes. Outside a browser (the build's
 * prerender) a failure is thrown, as there is nothing to wait for.
 */
export function untilLoaded<T>(load: () => Promise<T>, wait: WaitBeforeRetry = waitOrOnline): Promise<T> {
  const attempt = (pause: number): Promise<T> =>
    load().catch((error: unknown) => {
      if (typeof window === 'undefined') throw error;
      return wait(pause).then(() => attempt(Math.min(pause * 2, LAST_RETRY_MS)));
    });
  return attempt(FIRST_RETRY_MS);
}
