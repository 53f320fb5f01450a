import { memo, Suspense, type ComponentType } from 'react';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { untilLoaded } from '@/shared/lib/untilLoaded';

/*
 * Parts that sit below a page's content: their code loads after the page's own, so a first visit does
 * not wait for it. The prerendered HTML holds them already, and each hydrates when its code arrives
 * (inside its own <Suspense>, which keeps the server's HTML until then).
 *
 * Each is memoised: when the page re-renders before that code has arrived (the stored data is read just
 * after hydration), an update reaching a boundary that has not hydrated makes React drop the server's
 * HTML for the empty fallback, then draw it again — the footer jumped up and back (CLS 0.08 on articles).
 *
 * Code that failed to download is asked for again (untilLoaded) rather than thrown: thrown, it replaced the
 * whole page with the error page — a guide, for want of its feedback form. Meanwhile the part's server HTML
 * stays (the forms in it post without the app).
 */
function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazyTranslated(() => untilLoaded(load));
  return memo(function BelowTheFold(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

export const PageFeedback = belowTheFold(() =>
  import('@/features/feedback/PageFeedback').then((module) => module.PageFeedback),
);
export const TranslationReport = belowTheFold(() =>
  import('@/features/feedback/TranslationReport').then((module) => module.TranslationReport),
);
// The last section of the home page: its form works without the app (it posts to the server), so its
// code (and its words) may come after the page's own.
export const NewsletterSignup = belowTheFold(() =>
  import('@/features/newsletter/NewsletterSignup').then((module) => module.NewsletterSignup),
);
export const GuideShare = belowTheFold(() =>
  import('@/features/guides/GuideShare').then((module) => module.GuideShare),
);
