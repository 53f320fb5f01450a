import { createContext, useContext } from 'react';

/**
 * Whether the article shown is a staff preview of a working copy, not what visitors read: the server
 * renders preview pages with it set (src/app/prerender.tsx), and the article shows a "draft" banner.
 */
export const ArticlePreviewContext = createContext(false);

export const useArticlePreview = () => useContext(ArticlePreviewContext);
