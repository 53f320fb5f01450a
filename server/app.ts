import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SESSION_PATH } from '@/shared/api/accounts';
import { CONTENT_PATH } from '@/shared/api/content';
import {
  FEEDBACK_ACTION,
  FEEDBACK_PATH,
  TRANSLATION_REPORT_ACTION,
  TRANSLATION_REPORT_PATH,
} from '@/shared/api/feedback';
import { NEWSLETTER_ACTION, NEWSLETTER_PATH } from '@/shared/api/newsletterAction';
import type { Database } from './db/schema';
import { addAccountRoutes } from './accounts/accountRoutes';
import { argon2Hasher, dummyHash, type PasswordHasher } from './accounts/passwords';
import { sessionContext } from './accounts/sessionContext';
import { addSessionRoutes } from './accounts/sessionRoutes';
import type { SessionLimits } from './accounts/sessions';
import { randomToken as newToken } from './accounts/tokens';
import { addArticleRoutes } from './articles/articleRoutes';
import { addGuideRoutes } from './articles/guideRoutes';
import { addGuidePages } from './pages/guidePages';
import { articleSearchLists } from './articles/searchList';
import { addArticleSearchRoutes } from './articles/searchRoutes';
import { addContentRoutes, CONTENT_BODY_LIMIT } from './articles/contentRoutes';
import { addPreviewRoutes } from './articles/previewRoutes';
import { addFeedbackFormRoute } from './feedback/feedbackForm';
import { addFeedbackRoutes } from './feedback/feedbackRoutes';
import { addFeedbackInboxRoutes } from './feedback/inboxRoutes';
import { addHealthRoutes } from './health/healthRoutes';
import { addNewsletterRoutes } from './newsletter/newsletterRoutes';
import { addNewsletterStaffRoutes } from './newsletter/staffRoutes';
import type { AppEnv } from './appEnv';
import { socketAddress, type ClientAddress } from './http/clientAddress';
import { bodySizeGuard } from './http/bodySizeGuard';
import { errorHandler } from './http/errorHandler';
import { forgeryGuard } from './http/forgery';
import type { OriginSettings } from './http/requestOrigin';
import { requestLog, stdoutLog, type LogWriter } from './http/requestLog';
import { limitRequestsInFlight } from './http/requestsInFlight';
import { securityHeaders } from './http/securityHeaders';
import { limitPerAddress, visitorCounters, type VisitorLimitName } from './http/visitorLimits';
import { addArticlePages } from './pages/articlePages';
import { databasePages } from './pages/databasePages';
import type { Renderer } from './pages/loadRenderer';
import { notFoundPages } from './pages/notFoundPages';
import { addPageRoutes } from './pages/pageRoutes';
import { addLanguageRedirects } from './pages/languageRedirect';
import { addFeedRoutes } from './site/feedRoutes';
import type { Site } from './site/loadSite';
import { addSiteRoutes } from './site/siteRoutes';
import { addVisitRoutes, renderedSearchCounter, VISIT_PATHS } from './visits/visitRoutes';
import { SITE_URL } from '../scripts/site.mjs';
import { DEFAULT_MAX_IN_FLIGHT } from './config';

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
  /** The wall clock, for the times stored with what people send, sessions and locks. */
  clock?: () => Date;
  /** A new 256-bit secret: session cookies, anti-forgery tokens, one-time and preview links. */
  randomToken?: () => string;
  hasher?: PasswordHasher;
  /** Where a request came from (tests make several clients of one app). */
  clientAddress?: ClientAddress;
  sessionLimits?: SessionLimits;
  /** TRUST_PROXY and PUBLIC_ORIGIN (config.ts). */
  origin?: OriginSettings;
  /** VISITOR_LIMIT_SCALE (config.ts): multiplies the public forms' limits per address. */
  visitorLimitScale?: number;
  /** Whether SMTP_URL is set: without it the mail queue waits, and the staff are told so. */
  mailConfigured?: boolean;
  /** MAX_IN_FLIGHT (config.ts): requests answered at once before the next gets 503. */
  maxInFlight?: number;
}

const DEFAULT_LIMITS: SessionLimits = { idleMinutes: 60, maxHours: 8 };
const DIRECT: OriginSettings = { trustProxy: false, publicOrigin: undefined };

/** The whole HTTP app, not listening: main.ts serves it, tests call app.request(). */
export function createApp({
  db,
  site,
  renderer,
  log = stdoutLog,
  newId = randomUUID,
  now = performance.now.bind(performance),
  clock = () => new Date(),
  randomToken = newToken,
  hasher = argon2Hasher(),
  origin = DIRECT,
  clientAddress = socketAddress(origin.trustProxy),
  sessionLimits = DEFAULT_LIMITS,
  visitorLimitScale = 1,
  mailConfigured = false,
  maxInFlight = DEFAULT_MAX_IN_FLIGHT,
}: AppDependencies) {
  const accounts = {
    db,
    clock,
    newId,
    randomToken,
    hasher,
    dummyHash: dummyHash(hasher),
    limits: sessionLimits,
  };
  // Canonical links, the sitemap and the feed name the site where visitors reach it.
  const siteOrigin = origin.publicOrigin ?? SITE_URL;
  // Every page the server renders shows the articles the database holds for its address.
  const searchLists = articleSearchLists(db);
  const pages = databasePages(renderer, { db, searchLists }, siteOrigin);
  const app = new Hono<AppEnv>();
  app.use(requestLog(log, newId, now));
  app.use(securityHeaders(origin));
  app.onError(errorHandler(log, site));
  // Before anything reads a session or a body: an overloaded process refuses with the least work.
  app.use(limitRequestsInFlight(maxInFlight));
  // The content routes take the largest bodies (and refuse larger ones themselves); every other route
  // keeps its own smaller limit.
  app.use(bodySizeGuard(CONTENT_BODY_LIMIT, CONTENT_PATH));
  app.use(sessionContext(accounts, clientAddress, origin));
  // Signing in replaces whatever session the cookie held: it needs no token from it.
  // The visit counts read no session: a signed-in reader's beacon carries the cookie but no token.
  app.use(
    forgeryGuard(
      origin,
      (method, path) => method === 'POST' && (path === SESSION_PATH || VISIT_PATHS.has(path)),
    ),
  );
  // Public POSTs, limited per address before anything reads them (server/http/visitorLimits.ts).
  // The day's visitor salt keys these counts. It comes from the system's random source, not randomToken:
  // the links and sessions a test predicts from randomToken must not shift when a form was sent first.
  const counters = visitorCounters({ db, clock, randomToken: newToken }, visitorLimitScale);
  const limited = (name: VisitorLimitName, paths: string[]) =>
    app.on('POST', paths, limitPerAddress(counters[name], pages));
  limited('signUps', [NEWSLETTER_ACTION, NEWSLETTER_PATH]);
  limited('feedback', [FEEDBACK_PATH, FEEDBACK_ACTION, TRANSLATION_REPORT_PATH, TRANSLATION_REPORT_ACTION]);
  limited('counts', [...VISIT_PATHS]);
  addHealthRoutes(app, db);
  addSessionRoutes(app, { ...accounts, origin });
  addAccountRoutes(app, accounts);
  addFeedbackRoutes(app, { db, newId, clock });
  addFeedbackFormRoute(app, { db, renderer: pages, newId, clock });
  addFeedbackInboxRoutes(app, { db, clock });
  const newsletter = { db, newId, clock, randomToken, siteOrigin };
  addNewsletterRoutes(app, { ...newsletter, renderer: pages });
  addNewsletterStaffRoutes(app, { ...newsletter, mailConfigured });
  addArticleRoutes(app, db);
  addGuideRoutes(app, db);
  addContentRoutes(app, { db, clock, newId });
  addArticleSearchRoutes(app, searchLists);
  addPreviewRoutes(app, { db, clock, newId, randomToken, renderer, site, origin });
  addLanguageRedirects(app);
  addVisitRoutes(app, { db, clock, randomToken, clientAddress, site: siteOrigin });
  addPageRoutes(app, pages, renderedSearchCounter({ db, clock }));
  // An address that leads nowhere gets the not-found page rendered there, suggestions included.
  const notFound = notFoundPages(renderer, { searchLists, origin: siteOrigin });
  addArticlePages(app, { db, renderer, notFound, origin: siteOrigin });
  addGuidePages(app, { db, renderer, origin: siteOrigin });
  addFeedRoutes(app, { db, origin: siteOrigin, buildId: renderer.buildId });
  // Last: it answers every address the routes above do not.
  addSiteRoutes(app, site, notFound);
  return app;
}
