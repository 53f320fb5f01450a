import type { PageSources } from './pageData';
import type { Renderer } from './loadRenderer';
import { pageDataFor } from './pageData';

/**
 * The renderer the routes use: every page it writes shows what the database holds for its address (an
 * article, the latest updates, the published articles a search looks through), whoever asks for it —
 * the article and home routes, a search's results, a form's answer on the page it was sent from — and
 * its canonical link starts with the site's public origin.
 */
export function databasePages(renderer: Renderer, sources: PageSources, origin: string): Renderer {
  return {
    ...renderer,
    page: async (address, answers) =>
      renderer.render(address, { ...(await pageDataFor(sources, address)), answers }, origin),
  };
}
