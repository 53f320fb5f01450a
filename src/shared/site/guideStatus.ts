/**
 * Whether the guide a card links to is written. A document's guide (/documents/<slug>) is written when it
 * is published, as the server says (`published`, the slugs of the published guides); until the server
 * has said (the build's pages, offline), and for any other card, as the code's catalogue says.
 */
export function guideIsWritten(
  href: string,
  status: 'complete' | 'coming-soon',
  published: readonly string[] | null,
): boolean {
  const slug = /^\/documents\/([^/?#]+)$/.exec(href)?.[1];
  return published && slug ? published.includes(slug) : status === 'complete';
}
