import { lazy } from 'react';

/*
 * Parts that sit below a page's content: their code loads after the page's own, so a first visit does
 * not wait for it. The prerendered HTML holds them already, and each hydrates when its code arrives
 * (inside a <Suspense>, which keeps the server's HTML until then).
 */
export const PageFeedback = lazy(() =>
  import('@/features/feedback/PageFeedback').then((module) => ({ default: module.PageFeedback })),
);
export const GuideShare = lazy(() =>
  import('@/features/guides/GuideShare').then((module) => ({ default: module.GuideShare })),
);
