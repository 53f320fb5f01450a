import { memo, Suspense, useState, type ComponentType } from 'react';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { FEEDBACK_SECTION_ID, TRANSLATION_REPORT_ID } from '@/shared/api/feedback';
import { touchGate, type TouchGate } from '@/shared/lib/touchGate';
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
function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>, gate?: TouchGate) {
  const Part = lazyTranslated(() => (gate?.opened ?? Promise.resolve()).then(() => untilLoaded(load)));
  return memo(function BelowTheFold(props: P) {
    const hydrating = !useHydrated();
    // Hydrating the page's HTML, a gated part waits to be used; drawn by the app, it is needed now.
    useState(() => (hydrating ? gate?.watch() : gate?.open()));
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

// Asked for by few readers, and whole forms without the app (they post to the server): their code loads
// when someone presses, focuses or types in them (touchGate), not with every page (issue 30).
export const PageFeedback = belowTheFold(
  () => import('@/features/feedback/PageFeedback').then((module) => module.PageFeedback),
  touchGate(`#${FEEDBACK_SECTION_ID}`),
);
export const TranslationReport = belowTheFold(
  () => import('@/features/feedback/TranslationReport').then((module) => module.TranslationReport),
  touchGate(`#${TRANSLATION_REPORT_ID}`),
);
// The last section of the home page: its form works without the app (it posts to the server), so its
// code (and its words) may come after the page's own.
export const NewsletterSignup = belowTheFold(() =>
  import('@/features/newsletter/NewsletterSignup').then((module) => module.NewsletterSignup),
);
// Not gated: its WhatsApp link and Copy button are inactive until its code knows the page's address.
export const GuideShare = belowTheFold(() =>
  import('@/features/guides/GuideShare').then((module) => module.GuideShare),
);
