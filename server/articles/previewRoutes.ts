import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { PreviewLink } from '@/shared/api/content';
import { CONTENT_PATH, previewLinkPath } from '@/shared/api/content';
import { lagosDay } from '@/shared/lib/lagosTime';
import type { ApiError } from '@/shared/api/errors';
import type { AppEnv } from '../appEnv';
import { recordAudit, type AuditDependencies } from '../accounts/audit';
import { requireRole } from '../accounts/requireRole';
import type { Database } from '../db/schema';
import type { Renderer } from '../pages/loadRenderer';
import { renderPreview, sendPreview, workingCopyOf } from '../pages/previewPages';
import type { Site } from '../site/loadSite';
import { sendNotFound } from '../site/siteRoutes';
import { ownOrigin, type OriginSettings } from '../http/requestOrigin';
import { createPreviewLink, previewLinkTarget, type PreviewLinkDependencies } from './previewLinks';

export type PreviewRouteDependencies = AuditDependencies &
  PreviewLinkDependencies & {
    db: Kysely<Database>;
    renderer: Renderer;
    site: Site;
    /**
     * How the server knows its address: a link is sent to someone outside, so it is whole, on
     * PUBLIC_ORIGIN or else where the staff member reached this server (a staging server's links lead
     * to the staging server).
     */
    origin: OriginSettings;
  };

const isArticleId = (id: string) => v.is(v.pipe(v.string(), v.uuid()), id);

const NO_SUCH_ARTICLE: ApiError = { error: 'There is no such article. It may have been deleted.' };

/**
 * Previews of an item's working copy (an article's or a guide's) (content.ts; the paths are its previewLinksPath, staffPreviewPath
 * and previewLinkPath, as Hono's patterns):
 * - POST previewLinksPath(id), staff: a new link for someone without an account (201 PreviewLink).
 * - GET staffPreviewPath(id): for anyone signed in; others are sent to sign in first.
 * - GET previewLinkPath(token): for anyone with a link that has not expired; else a page that says so
 *   (410 expired, 404 never one) and how to get a new one.
 */
export function addPreviewRoutes(app: Hono<AppEnv>, deps: PreviewRouteDependencies) {
  const { db, renderer, site, origin, clock } = deps;

  app.post(`${CONTENT_PATH}/:id/preview-links`, requireRole('writer'), async (c) => {
    const id = c.req.param('id');
    const { user } = c.var.signedIn;
    const link = isArticleId(id) ? await createPreviewLink(db, deps, id, user.id) : undefined;
    if (!link) return c.json(NO_SUCH_ARTICLE, 404);
    await recordAudit(db, deps, {
      action: 'previewLinkCreated',
      actorEmail: user.email,
      subject: id,
      ip: c.var.clientIp,
      detail: `expires ${link.expiresAt.toISOString()}`,
    });
    return c.json<PreviewLink>(
      { url: ownOrigin(c, origin) + previewLinkPath(link.token), expiresAt: link.expiresAt.toISOString() },
      201,
    );
  });

  app.get('/preview/articles/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await c.var.session())) {
      // As the staff area does: sign in (the app's /login page), then back here.
      const next = new URL(c.req.url).pathname;
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/login?next=${encodeURIComponent(next)}`, 303);
    }
    const copy = isArticleId(id) ? await workingCopyOf(db, id) : undefined;
    if (!copy) return sendNotFound(c, site);
    return sendPreview(c, await renderPreview(renderer, copy, lagosDay(clock())), 200);
  });

  app.get('/preview/:token', async (c) => {
    const target = await previewLinkTarget(db, clock, c.req.param('token'));
    const copy = target.kind === 'article' ? await workingCopyOf(db, target.articleId) : undefined;
    if (!copy) return sendPreview(c, renderer.previewEnded, target.kind === 'expired' ? 410 : 404);
    return sendPreview(c, await renderPreview(renderer, copy, lagosDay(clock())), 200);
  });
}
