const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for XML, in an element or a quoted attribute (what staff typed, in the feed or sitemap). */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
      // Characters XML 1.0 forbids outright (control characters a paste may bring) are dropped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}
