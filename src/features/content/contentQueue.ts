import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { toastShown, type ToastRequest } from '@/features/toasts/toastsSlice';
import type { ContentItem, NewContent } from '@/shared/api/content';
import { randomId } from '@/shared/lib/randomId';
import { contentConflictSchema } from '@/shared/api/contentSchema';
import { articlePath } from '@/shared/site/paths';
import { contentApi } from './contentApi';
import {
  selectWriteQueue,
  writeDropped,
  writeQueued,
  writeRefused,
  writeSaved,
  writeSending,
  writeWaiting,
  type ContentState,
} from './contentSlice';
import { localIdFor, mayBeSentBy, titleOf, type ContentWrite } from './contentWrites';

/** Runs `task` while no other tab of the site runs one under the same name (the Web Locks API). */
export type RunLocked = (name: string, task: () => Promise<void>) => Promise<void>;

/** What the queue needs of the browser; tests pass their own. */
export interface QueueEnvironment {
  runLocked: RunLocked;
  isOnline: () => boolean;
  /** Runs `task` once after `ms`; returns the way to cancel it. */
  later: (ms: number, task: () => void) => () => void;
}

/**
 * How often queued writes are tried again while the browser is online: a server that answered 503 (its
 * database away, or too busy) fires no `online` event when it recovers. A try of an empty queue sends
 * nothing.
 */
export const QUEUE_RETRY_MS = 30_000;

/** The page's globals, any of which may be missing outside a browser (the tests' Node). */
const host: Partial<typeof globalThis> = globalThis;

/** The browser's: the Web Locks API where there is one (else one tab's own order is enough). */
export function browserQueueEnvironment(): QueueEnvironment {
  const locks = host.navigator?.locks;
  return {
    runLocked: locks
      ? async (name, task) => {
          await locks.request(name, task);
        }
      : (_name, task) => task(),
    isOnline: () => host.navigator?.onLine !== false,
    later: (ms, task) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    },
  };
}

/** How a write ended this time. */
export type WriteOutcome =
  | { kind: 'saved'; item: ContentItem | null }
  /** Not sent or no answer (offline, a network failure, the server down): it waits with its key. */
  | { kind: 'waiting' }
  /** 401: the session is over; it waits until someone signs in again. */
  | { kind: 'signedOut' }
  | { kind: 'conflict'; current: ContentItem | null }
  | { kind: 'refused'; message: string; fields: Record<string, string> };

type Dispatch = ThunkDispatch<{ content: ContentState }, unknown, UnknownAction>;
interface Store {
  dispatch: Dispatch;
  getState: () => { content: ContentState } & Parameters<typeof selectSessionUser>[0];
}

/** The queued writes the signed-in person may send now, in the order they were made. */
function sendable(state: ReturnType<Store['getState']>) {
  const me = selectSessionUser(state)?.id ?? null;
  return selectWriteQueue(state).filter((entry) => mayBeSentBy(entry.write, me));
}

/** The queue's lock: one tab sends at a time, so two tabs seldom send one write (the key makes it harmless). */
const LOCK = 'cgn.content.queue';

function request(write: ContentWrite) {
  const { endpoints } = contentApi;
  switch (write.kind) {
    case 'create':
      return endpoints.createContent.initiate({ key: write.key, body: write.body });
    case 'change':
      return endpoints.changeContent.initiate({ key: write.key, id: write.id, body: write.body });
    case 'delete':
      return endpoints.deleteContent.initiate({ key: write.key, id: write.id, revision: write.revision });
  }
}

/** The server's answer, sorted into what becomes of the write. */
function outcomeOf(write: ContentWrite, error: unknown): WriteOutcome {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  const data = (error as { data?: unknown } | undefined)?.data;
  if (typeof status !== 'number' || status >= 500 || status === 408 || status === 429)
    return { kind: 'waiting' };
  if (status === 401) return { kind: 'signedOut' };
  if (status === 409) {
    const conflict = v.safeParse(contentConflictSchema, data);
    return { kind: 'conflict', current: conflict.success ? conflict.output.current : null };
  }
  // Deleting what is already gone did what the person wanted; changing it cannot.
  if (status === 404)
    return write.kind === 'delete' ? { kind: 'saved', item: null } : { kind: 'conflict', current: null };
  const body = (data ?? {}) as { error?: unknown; fields?: unknown };
  const fields =
    body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  const message = typeof body.error === 'string' ? body.error : (Object.values(fields)[0] ?? String(status));
  return { kind: 'refused', message, fields };
}

async function send(dispatch: Dispatch, write: ContentWrite): Promise<WriteOutcome> {
  // The three endpoints' thunks differ only in their argument: one dispatch for all of them.
  const thunk = request(write) as unknown as ThunkAction<
    Promise<{ data?: ContentItem | null; error?: unknown }>,
    { content: ContentState },
    unknown,
    UnknownAction
  >;
  const result = await dispatch(thunk);
  if ('data' in result && !result.error) return { kind: 'saved', item: result.data ?? null };
  return outcomeOf(write, result.error);
}

const values = (write: ContentWrite) => ({ title: titleOf(write) });

/** The toast that says what a saved write did (SPEC §8's words for the generator's). */
function savedNotice(write: ContentWrite, item: ContentItem | null): ToastRequest {
  const success = (title: ToastRequest['title'], body: ToastRequest['body']): ToastRequest => ({
    variant: 'success',
    title,
    body,
    values: values(write),
  });
  // "View the page" only when the page shows what was just saved (a published article's saved draft
  // is not on it until it is published again).
  const linked = (toast: ToastRequest): ToastRequest =>
    item?.status === 'published' && !item.hasUnpublishedChanges
      ? { ...toast, link: { to: articlePath(item.slug), label: 'toast.viewPage' } }
      : toast;
  switch (write.kind) {
    case 'create':
      if (write.via === 'generator')
        return item?.status === 'published'
          ? linked(success('generator.publishedTitle', 'generator.published'))
          : success('generator.draftSavedTitle', 'generator.draftSaved');
      return linked(success('content.added', 'content.addedBody'));
    case 'change':
      return linked(success('content.edited', 'content.editedBody'));
    case 'delete':
      return success('content.deleted', 'content.deletedBody');
  }
}

/** Writes someone is waiting on in this tab (a form, a button): a refusal is theirs to show, not kept. */
const attended = new Set<string>();
/** Each store's sending, one run after another (the lock orders tabs; this orders one tab's runs). */
const running = new WeakMap<Dispatch, Promise<unknown>>();

/**
 * Sends the signed-in person's queued writes in the order they were made, under the queue's lock, until the queue is empty
 * or one cannot reach the server (the rest keep their order and wait). Each answer is applied to the
 * queue and said in a toast. Returns how each write it reached ended.
 */
export function sendQueuedWrites(
  { dispatch, getState }: Store,
  env: QueueEnvironment = browserQueueEnvironment(),
): Promise<Map<string, WriteOutcome>> {
  const outcomes = new Map<string, WriteOutcome>();
  const run = async () => {
    for (;;) {
      // Another person's writes stay queued for them (contentWrites.ts, `owner`), in their order.
      const entry = sendable(getState())[0];
      if (!entry) return;
      const { write } = entry;
      if (!env.isOnline()) {
        for (const waiting of sendable(getState())) waitFor(waiting.write, waiting.state);
        return;
      }
      dispatch(writeSending(write.key));
      const outcome = await send(dispatch, write);
      outcomes.set(write.key, outcome);
      if (outcome.kind === 'waiting' || outcome.kind === 'signedOut') {
        waitFor(write, 'sending');
        return;
      }
      settle(write, outcome);
    }
  };
  /** Marks a write as waiting; said once, when it first could not be sent. */
  function waitFor(write: ContentWrite, was: 'sending' | 'waiting') {
    dispatch(writeWaiting(write.key));
    if (was === 'sending' && attended.has(write.key))
      dispatch(
        toastShown({
          variant: 'danger',
          title: 'content.queued',
          body: 'content.queuedBody',
          values: values(write),
        }),
      );
  }
  function settle(write: ContentWrite, outcome: Exclude<WriteOutcome, { kind: 'waiting' | 'signedOut' }>) {
    if (outcome.kind === 'saved') {
      dispatch(writeSaved({ key: write.key, saved: outcome.item }));
      dispatch(toastShown(savedNotice(write, outcome.item)));
    } else if (outcome.kind === 'conflict') {
      dispatch(writeRefused({ kind: 'conflict', write, current: outcome.current }));
      dispatch(
        toastShown({
          variant: 'danger',
          title: 'content.conflict',
          body: 'content.conflictBody',
          values: values(write),
        }),
      );
    } else {
      // Whoever made it is here and shows the reason (a form keeps what was typed); otherwise it is
      // kept for staff to see, since the person who wrote it may be gone.
      if (attended.has(write.key)) dispatch(writeDropped(write.key));
      else dispatch(writeRefused({ kind: 'refused', write, message: outcome.message }));
      dispatch(
        toastShown({
          variant: 'danger',
          title: 'content.notSaved',
          body: 'content.refusedBody',
          values: { ...values(write), reason: outcome.message },
        }),
      );
    }
    attended.delete(write.key);
  }
  const previous = running.get(dispatch) ?? Promise.resolve();
  const next = previous.then(() => env.runLocked(LOCK, run)).then(() => outcomes);
  running.set(
    dispatch,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * A change made here and now: queued (so it shows at once and survives a closed tab) and sent. Resolves
 * with how it ended; 'waiting' means it stays queued and goes when the connection returns.
 */
export async function submitWrite(
  store: Store,
  write: ContentWrite,
  env?: QueueEnvironment,
): Promise<WriteOutcome> {
  const owner = selectSessionUser(store.getState())?.id;
  const owned: ContentWrite = owner ? { ...write, owner } : write;
  attended.add(owned.key);
  store.dispatch(writeQueued(owned));
  const outcomes = await sendQueuedWrites(store, env);
  return outcomes.get(owned.key) ?? { kind: 'waiting' };
}

/**
 * Sends what is queued now, again whenever the connection returns (the `online` event), and
 * QUEUE_RETRY_MS after each try (a server that answered 503 comes back without an event). Started by the staff area;
 * returns the way to stop.
 */
export function startWriteQueue(store: Store, env: QueueEnvironment = browserQueueEnvironment()): () => void {
  const flush = () => void sendQueuedWrites(store, env);
  let stopped = false;
  let cancel = () => {};
  const retry = async () => {
    await sendQueuedWrites(store, env);
    if (!stopped) cancel = env.later(QUEUE_RETRY_MS, () => void retry());
  };
  host.addEventListener?.('online', flush);
  void retry();
  return () => {
    stopped = true;
    cancel();
    host.removeEventListener?.('online', flush);
  };
}

/** A fresh idempotency key for a write (random, so it is never another write's). */
export const newWriteKey = (): string => randomId(32);

/** A new article from elsewhere in the staff area (the generator's Publish Content), sent like any write. */
export function createArticle(store: Store, body: NewContent, via?: 'generator'): Promise<WriteOutcome> {
  const key = newWriteKey();
  return submitWrite(store, { kind: 'create', key, id: localIdFor(key), body, ...(via && { via }) });
}
