/** The schemes a link in an article may use; anything else (javascript:, data:, vbscript:…) stays text. */
const SAFE_SCHEMES = new Set(['https', 'http', 'mailto', 'tel']);

// A scheme is letters, digits, + . - after a first letter (RFC 3986). Anchored and without nested
// quantifiers, so it runs in time linear in the address.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

// C0 controls and DEL: browsers drop some of them inside an address ("java\x01script:"), so an address
// holding one could read differently to the browser than to this check.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The address a link may point to, or null. A path on this site starts with one "/" ("//host" and
 * "/\host" both mean another site to a browser); any other address needs one of SAFE_SCHEMES.
 */
export function safeHref(address: string): string | null {
  if (address === '' || CONTROL.test(address)) return null;
  if (address.startsWith('/'))
    return address.charAt(1) === '/' || address.charAt(1) === '\\' ? null : address;
  const scheme = SCHEME.exec(address)?.[1];
  return scheme && SAFE_SCHEMES.has(scheme.toLowerCase()) ? address : null;
}

/** True for an address on another site (http: or https:), which a page marks as external. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}
