import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { addArticleRoutes } from './articles/articleRoutes';
import { addFeedbackFormRoute } from './feedback/feedbackForm';
import { addFeedbackRoutes } from './feedback/feedbackRoutes';
import { addHealthRoutes } from './health/healthRoutes';
import type { AppEnv } from './appEnv';
import { errorHandler } from './http/errorHandler';
import { requestLog, stdoutLog, type LogWriter } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import type { Renderer } from './pages/loadRenderer';
import { addPageRoutes } from './pages/pageRoutes';
import type { Site } from './site/loadSite';
import { addSiteRoutes } from './site/siteRoutes';

/** What the app is built from. Every source of time and randomness is passed in, so tests control them. */
export interface AppDependencies {
  db: Kysely<Database>;
  site: Site;
  /** The app's renderer, for the pages only the server can write (search results, form answers). */
  renderer: Renderer;
  log?: LogWriter;
  newId?: () => string;
  /** A monotonic reading in milliseconds, for durations. */
  now?: () => number;
  /** The wall clock, for the times stored with what people send. */
  clock?: () => Date;
}

/** The whole HTTP app, not listening: main.ts serves it, tests call app.request(). */
export function createApp({
  db,
  site,
  renderer,
  log = stdoutLog,
  newId = randomUUID,
  now = performance.now.bind(performance),
  clock = () => new Date(),
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  app.use(requestLog(log, newId, now));
  app.use(securityHeaders);
  app.onError(errorHandler(log));
  addHealthRoutes(app, db);
  addFeedbackRoutes(app, { db, newId, clock });
  addFeedbackFormRoute(app, { db, renderer, newId, clock });
  addArticleRoutes(app, db);
  addPageRoutes(app, renderer);
  // Last: it answers every address the routes above do not.
  addSiteRoutes(app, site);
  return app;
}
