/**
 * Every path the portal answers, declared once: the route table, links, redirects and guards read them
 * from here. The sections still being written (/government, /education…) live in sections.ts.
 */
export const PATHS = {
  home: '/',
  documents: '/documents',
  ninGuide: '/documents/nin',
  login: '/login',
  admin: '/admin',
  unauthorized: '/unauthorized',
  contact: '/contact',
} as const;
