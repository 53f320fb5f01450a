import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { createPath, useHref, useLocation, useNavigate } from 'react-router-dom';
import { isPlainClick } from '@/shared/lib/plainClick';

/**
 * The HTML of each static part of the page the browser received, by its id. The ids are React's useId,
 * which hydration gives back to the very same parts (a part hydrated late, inside a Suspense boundary,
 * too); a part rendered in the browser gets an id of the browser's kind, never one of these, so it
 * renders its children.
 */
const received = new Map<string, string>();

/**
 * Reads the static parts of the prerendered or server-rendered page in `root`, before it is hydrated:
 * each StaticHtml there adopts its HTML instead of rendering its children again.
 */
export function receiveStaticHtml(root: ParentNode): void {
  received.clear();
  for (const element of root.querySelectorAll<HTMLElement>('[data-static]')) {
    const id = element.dataset.static;
    if (id) received.set(id, element.innerHTML);
  }
}

/**
 * Text that never changes while its page is open — a guide's sections, an article's body, the footer's
 * links, a search's results as the server found them — hydrated without being rendered again. On a
 * low-end phone hydrating such text is most of the app's own work (issue 30): here React adopts the HTML
 * the page came with (the element's `dangerouslySetInnerHTML` is that very HTML, so nothing is replaced)
 * and walks none of it. Rendered in the browser later (after a link inside the app), it renders its
 * children as usual.
 *
 * Inside it there are no React event handlers, so its links are followed by the router here, as a
 * <Link> would be; it must hold nothing else interactive. When what it shows can change while it stays
 * on screen, pass what it is made of as `from` (an article, a guide): another one is drawn anew.
 */
export function StaticHtml({
  as: Tag = 'div',
  className,
  lang,
  from,
  children,
}: {
  as?: 'div' | 'article';
  className?: string;
  lang?: string;
  /** What the text is made of; the adopted HTML stands only while this is the same. */
  from?: unknown;
  children: ReactNode;
}) {
  const id = useId();
  // Taken once: while hydrating it is this part's HTML, kept while the part shows the same thing.
  const [adopted] = useState(() => ({ html: received.get(id), from }));
  const html = adopted.from === from ? adopted.html : undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const base = useHref('/').replace(/\/$/, '');

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || !isPlainClick(event, link)) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || (base && !`${url.pathname}/`.startsWith(`${base}/`))) return;
    // A #fragment of this very page is the browser's to scroll to, as on any page (the router hears of it).
    // Taken over, the router's update waited on parts of the page still waiting for their code.
    const here = window.location;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    const to = { pathname: url.pathname.slice(base.length) || '/', search: url.search, hash: url.hash };
    // As a <Link> does: the address the page already shows replaces its entry rather than adding one.
    // The router shows a failed move itself (its error boundary): nothing waits for it.
    void navigate(to, { replace: createPath(to) === createPath(location) });
  };

  if (html === undefined)
    return (
      <Tag data-static={id} className={className} lang={lang}>
        {children}
      </Tag>
    );
  return (
    <Tag
      data-static={id}
      className={className}
      lang={lang}
      onClick={followLink}
      // The one place HTML is given to React: the page's own, as the build or server wrote it (every text
      // in it escaped there), read back from the document and handed over unchanged.
      // eslint-disable-next-line no-restricted-syntax
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
