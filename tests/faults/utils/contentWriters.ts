import {
  CONTENT_PATH,
  contentItemPath,
  contentStepPath,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  type ContentItem,
} from '@/shared/api/content';
import { FEEDBACK_PATH, type FeedbackReceived } from '@/shared/api/feedback';
import { mulberry32 } from '@/shared/lib/seededRandom';
import { draft } from '../../server/articles/contentTestApp';
import type { Browser } from '../../server/utils/staffApp';
import { httpBrowser, REQUEST_TIMEOUT_MS, STAFF_PASSWORD } from './httpStaff';
import type { ServerFleet } from './serverFleet';

/** A write the server answered 2xx: what must be in the database afterwards, exactly once. */
export type Acknowledged =
  | { kind: 'created'; id: string; title: string }
  | { kind: 'saved'; id: string; from: number; revision: number; content: string }
  | { kind: 'published'; id: string; from: number; revision: number }
  | { kind: 'feedback'; id: string; comment: string };

/** What the writers did: every write acknowledged, and every one sent (answered or not). */
export interface WriteLedger {
  acknowledged: Acknowledged[];
  /** Titles of every create sent and contents of every save sent: each may be stored once at most. */
  sentTitles: string[];
  sentContents: string[];
  sentComments: string[];
  /**
   * Writes sent again after no answer (the server died under them, or the answer was dropped on its
   * way, as a phone's network drops it: `dropped`), and answers that were replays.
   */
  resent: number;
  dropped: number;
  replayed: number;
  /** Refusals a person would see (409 stale revision, 422 nothing to publish). */
  refused: number;
  /** Writes given up on at the deadline, and 500s (a bug: the server's own failure). */
  unanswered: number;
  serverErrors: number;
}

/** The share of writes whose first answer is dropped on its way back (see `send`). */
const DROP_ANSWER = 0.05;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `emails.length` staff, each signed in in a browser of their own and writing as the admin's queue
 * does — every write with an Idempotency-Key and the revision it was made from, sent again with the
 * same key when no answer came — until `until`: new drafts, saves of their own drafts and of items
 * everyone edits (`shared`), publications, and now and then a visitor's feedback. Each browser talks to
 * its own process of `fleet` and moves to another when that one is gone. Writes still unanswered are
 * given up on at `giveUpAt`.
 */
export async function runWriters(
  fleet: ServerFleet,
  emails: string[],
  shared: string[],
  seed: number,
  until: number,
  giveUpAt: number,
): Promise<WriteLedger> {
  const ledger: WriteLedger = {
    acknowledged: [],
    sentTitles: [],
    sentContents: [],
    sentComments: [],
    resent: 0,
    dropped: 0,
    replayed: 0,
    refused: 0,
    unanswered: 0,
    serverErrors: 0,
  };
  await Promise.all(emails.map((email, n) => writer(n, email)));
  return ledger;

  async function writer(n: number, email: string) {
    const random = mulberry32(seed + n);
    let home = n % fleet.size;
    let target = '';
    const browser = httpBrowser(() => target);
    // Sends until answered (not 5xx), moving on to another process after each failure; null at giveUpAt.
    // A share (DROP_ANSWER) of the keyed writes have their first answer dropped, as if the network lost it
    // after the server acted: sent again with its key, each must be answered from the key, not done twice.
    const send = async (...request: Parameters<Browser['request']>): Promise<Response | null> => {
      let dropAnswer = IDEMPOTENCY_HEADER in (request[3] ?? {}) && random() < DROP_ANSWER;
      for (let attempt = 0; Date.now() < giveUpAt; attempt++) {
        const url = fleet.url(home);
        if (!url) {
          await pause(50);
          continue;
        }
        target = url;
        if (attempt > 0 && request[0] !== 'GET') ledger.resent++;
        try {
          const response = await browser.request(...request);
          if (response.status < 500 && !dropAnswer) return response;
          if (dropAnswer) ledger.dropped++;
          dropAnswer = false;
          if (response.status === 500) ledger.serverErrors++;
          await response.body?.cancel();
        } catch {
          // no answer: the process died under the request, or took longer than the client waits
        }
        home = (home + 1) % fleet.size;
        await pause(50);
      }
      return null;
    };
    const signedIn = await send('POST', '/api/session', { email, password: STAFF_PASSWORD });
    if (signedIn?.status !== 200) throw new Error(`${email} could not sign in: ${signedIn?.status}`);
    browser.csrfToken = ((await signedIn.json()) as { csrfToken: string }).csrfToken;

    const own: string[] = [];
    const keyed = (op: number) => ({ [IDEMPOTENCY_HEADER]: `w${n}-${op}` });
    const answered = async (response: Response | null, status: number) => {
      if (!response) {
        ledger.unanswered++;
        return undefined;
      }
      if (response.headers.get(IDEMPOTENT_REPLAY_HEADER)) ledger.replayed++;
      if (response.status === status) return (await response.json()) as ContentItem;
      ledger.refused++;
      await response.body?.cancel();
      return undefined;
    };
    const current = async (id: string) => {
      const response = await send('GET', contentItemPath(id));
      return response?.status === 200 ? ((await response.json()) as ContentItem) : undefined;
    };

    for (let op = 0; Date.now() < until; op++) {
      const roll = random();
      const pick = (ids: string[]) => ids[Math.floor(random() * ids.length)]!;
      if (roll < 0.2 || own.length === 0) {
        const title = `Fault writer ${n} item ${op}`;
        ledger.sentTitles.push(title);
        const item = await answered(await send('POST', CONTENT_PATH, draft({ title }), keyed(op)), 201);
        if (item) {
          own.push(item.id);
          ledger.acknowledged.push({ kind: 'created', id: item.id, title });
        }
      } else if (roll < 0.8) {
        const item = await current(roll < 0.55 ? pick(own) : pick(shared));
        if (!item) continue;
        const content = `Saved by writer ${n} in step ${op}.`;
        ledger.sentContents.push(content);
        const change = {
          revision: item.revision,
          title: item.title,
          slug: item.slug,
          summary: item.summary,
          category: item.category,
          content,
        };
        const saved = await answered(await send('PUT', contentItemPath(item.id), change, keyed(op)), 200);
        if (saved)
          ledger.acknowledged.push({
            kind: 'saved',
            id: saved.id,
            from: item.revision,
            revision: saved.revision,
            content,
          });
      } else if (roll < 0.92) {
        const item = await current(random() < 0.5 ? pick(own) : pick(shared));
        if (!item) continue;
        const request = {
          revision: item.revision,
          change: 'major',
          ...(item.firstPublishedAt ? { changeNote: `Writer ${n}, step ${op}.` } : {}),
        };
        const path = contentStepPath(item.id, 'publish');
        const published = await answered(await send('POST', path, request, keyed(op)), 200);
        if (published)
          ledger.acknowledged.push({
            kind: 'published',
            id: published.id,
            from: item.revision,
            revision: published.revision,
          });
      } else {
        // A visitor's answer carries no key: it is sent once, and counted if it was acknowledged.
        const comment = `Writer ${n} feedback ${op}`;
        ledger.sentComments.push(comment);
        const body = { page: '/documents/nin', language: 'en', useful: false, whatWentWrong: comment };
        const response = await fetch(`${fleet.url(home) ?? target}${FEEDBACK_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).catch(() => null);
        if (response?.status === 201)
          ledger.acknowledged.push({
            kind: 'feedback',
            id: ((await response.json()) as FeedbackReceived).id,
            comment,
          });
        else await response?.body?.cancel();
      }
    }
  }
}
