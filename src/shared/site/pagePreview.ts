import { createContext, useContext } from 'react';

/**
 * Staff's preview of a working copy (an article's or a guide's), not what visitors read: the server
 * renders preview pages with it (src/app/prerender.tsx), and the page shows a "draft" banner — a guide's
 * also names its facts due for checking, which visitors are never told. Null on every other page.
 */
export interface PagePreview {
  /** What the guide's facts due for checking are ("Fee to change your date of birth"), by the server's day. */
  factsDue: string[];
}

export const PagePreviewContext = createContext<PagePreview | null>(null);

export const usePagePreview = () => useContext(PagePreviewContext);
