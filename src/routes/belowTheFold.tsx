import { memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { FEEDBACK_SECTION_ID } from '@/shared/api/feedbackParts';
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
/** Tells the gate its part is live (hydrated, or drawn), once it is: a held click goes to it then. */
function Hydrated({ gate }: { gate: TouchGate }) {
  useEffect(() => gate.arrived(), [gate]);
  return null;
}

function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>, gate?: TouchGate) {
  let arrived = false;
  const Part = lazyTranslated(async () => {
    await gate?.opened;
    const part = await untilLoaded(load);
    arrived = true;
    return part;
  });
  /**
   * Whether the part may stay as it is. Until its code has arrived, a function passed again (a
   * translator made anew) changes nothing it shows; any other change needs the code, which is asked for.
   */
  const unchanged = (before: P, after: P) => {
    const keys = Object.keys({ ...before, ...after }) as (keyof P)[];
    const same = keys.every(
      (key) =>
        Object.is(before[key], after[key]) ||
        (!arrived && typeof before[key] === 'function' && typeof after[key] === 'function'),
    );
    if (!same && !arrived) gate?.open();
    return same;
  };
  return memo(function BelowTheFold(props: P) {
    // Hydrating the page's HTML (now or later, in a part that waited for its code), a gated part waits
    // to be used; drawn by the app, it is needed now.
    const hydrating = !useHydrated();
    useState(() => (hydrating ? gate?.watch() : gate?.open()));
    // The same element while the props are: the render after hydration (useHydrated) leaves the part
    // alone, rather than reaching a boundary still waiting for its code, which React would replace
    // with the empty fallback.
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Part {...props} />
          {gate && <Hydrated gate={gate} />}
        </Suspense>
      ),
      [props],
    );
  }, unchanged);
}

// Asked for by few readers, and a whole form without the app (it posts to the server): its code loads
// when someone presses, focuses or types in it (touchGate), not with every page (issue 30).
export const PageFeedback = belowTheFold(
  () => import('@/features/feedback/PageFeedback').then((module) => module.PageFeedback),
  touchGate(`#${FEEDBACK_SECTION_ID}`),
);
// Not gated: a report opened without the app (the server's answer) is typed into at once, and its
// form's code must be there to keep what is typed.
export const TranslationReport = belowTheFold(() =>
  import('@/features/feedback/TranslationReport').then((module) => module.TranslationReport),
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
