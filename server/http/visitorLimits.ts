import type { Context, MiddlewareHandler } from 'hono';
import type { ApiError } from '@/shared/api/errors';
import type { AppEnv } from '../appEnv';
import type { Renderer } from '../pages/loadRenderer';
import { sendPage } from '../pages/sendPage';

const MINUTE = 60_000;

/** How many requests one network address may send to one kind of public form in a window. */
export interface VisitorLimit {
  limit: number;
  windowMs: number;
}

/**
 * The limits per network address of the public POSTs (issue 28). Generous, because in Nigeria many
 * phones share one address (mobile carriers' NAT, a school's or an office's Wi-Fi): they stop a script
 * flooding the forms, not a busy cybercafé. VISITOR_LIMIT_SCALE multiplies them all (config.ts).
 */
export const VISITOR_LIMITS = {
  /** Newsletter sign-ups, with or without the app. */
  signUps: { limit: 20, windowMs: 10 * MINUTE },
  /** "Is this page useful?" answers and translation reports. */
  feedback: { limit: 40, windowMs: 10 * MINUTE },
  /** Page views and searches counted for the analytics: one per page read or search made. */
  counts: { limit: 600, windowMs: 10 * MINUTE },
} as const satisfies Record<string, VisitorLimit>;

export type VisitorLimitName = keyof typeof VISITOR_LIMITS;

// Beyond this many addresses in one window (a flood from many addresses), the oldest are forgotten.
const MAX_ADDRESSES = 100_000;

/**
 * Fixed-window counters per address, in this process's memory: nothing about a visitor's address is
 * ever written to the database or to disk, and it is forgotten when its window ends. Each server
 * process counts for itself (with N processes behind a balancer an address gets up to N times the
 * limit): enough to stop abuse, and no per-request database write on the hottest paths.
 */
export class AddressCounter {
  private readonly windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly rule: VisitorLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one request from `address`: 0 when it may go on, else the seconds until it may. */
  hit(address: string): number {
    const time = this.now();
    let window = this.windows.get(address);
    if (!window || time - window.start >= this.rule.windowMs) {
      this.windows.delete(address);
      if (this.windows.size >= MAX_ADDRESSES) this.forgetEnded(time);
      window = { start: time, hits: 0 };
      this.windows.set(address, window);
    }
    window.hits += 1;
    if (window.hits <= this.rule.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.rule.windowMs - time) / 1000));
  }

  /** Drops ended windows; if the map is still full, the oldest half (a Map keeps insertion order). */
  private forgetEnded(time: number) {
    for (const [address, window] of this.windows)
      if (time - window.start >= this.rule.windowMs) this.windows.delete(address);
    if (this.windows.size < MAX_ADDRESSES) return;
    let drop = this.windows.size / 2;
    for (const address of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(address);
    }
  }
}

const TOO_MANY: ApiError = {
  error: 'Too many requests from your network. Nothing was lost: wait a few minutes and try again.',
};

/**
 * The guard of one kind of public POST: over the limit, 429 with Retry-After — JSON for the app's
 * /api/ calls, the "too many" page for a form sent without the app.
 */
export function limitPerAddress(counter: AddressCounter, renderer: Renderer): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const waitSeconds = counter.hit(c.var.clientIp);
    if (waitSeconds === 0) return next();
    c.header('Retry-After', String(waitSeconds));
    if (c.req.path.startsWith('/api/')) return c.json(TOO_MANY, 429);
    return sendPage(c, renderer.tooMany, 429, 'no-store');
  };
}

/** One counter per kind of public POST, with every limit multiplied by `scale`. */
export function visitorCounters(now: () => number, scale = 1): Record<VisitorLimitName, AddressCounter> {
  const counter = ({ limit, windowMs }: VisitorLimit) =>
    new AddressCounter({ limit: limit * scale, windowMs }, now);
  return {
    signUps: counter(VISITOR_LIMITS.signUps),
    feedback: counter(VISITOR_LIMITS.feedback),
    counts: counter(VISITOR_LIMITS.counts),
  };
}
