import { memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import {
  FEEDBACK_SECTION_ID,
  NEWSLETTER_FORM_ID,
  TRANSLATION_REPORT_OPENER_ID,
} from '@/shared/api/gatedParts';
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
/** Says when its part is live (hydrated, or drawn by the app). */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

function belowTheFold<P extends object>(load: () => Promise<ComponentType<P>>, gate?: TouchGate) {
  let arrived = false;
  // Live: from then on the part takes every change; a held click goes to it (its gate).
  let live = false;
  const becameLive = () => {
    live = true;
    gate?.arrived();
  };
  const Part = lazyTranslated(async () => {
    await gate?.opened;
    const part = await untilLoaded(load);
    arrived = true;
    return part;
  });
  /**
   * Whether the part may stay as it is. Until it is live, a function passed again (a translator made
   * anew) changes nothing it shows; any other change needs the code, which is asked for. Not merely
   * until its code has arrived: its own words arriving with it make its page's translator anew, and
   * that update, reaching a part React has not hydrated yet, made React draw it afresh — the server's
   * HTML, and the button a held click was for, replaced.
   */
  const unchanged = (before: P, after: P) => {
    const keys = Object.keys({ ...before, ...after }) as (keyof P)[];
    const same = keys.every(
      (key) =>
        Object.is(before[key], after[key]) ||
        (!live && typeof before[key] === 'function' && typeof after[key] === 'function'),
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
          <Live onLive={becameLive} />
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
// Used by few readers too: its code loads when someone uses its button (a click before then is held and
// opens the form once the code is there). A page the server answered with the report open has no such
// button, so there its code loads at once: what the reader types there must be kept.
export const TranslationReport = belowTheFold(
  () => import('@/features/feedback/TranslationReport').then((module) => module.TranslationReport),
  touchGate(`#${TRANSLATION_REPORT_OPENER_ID}`),
);
// The last section of the home page: its form works without the app (it posts to the server), so its
// code (its words, and its machine after them) loads when someone presses, focuses or types in the form.
// A page the server answered (thanks, a link's page) has no form: there its code loads at once.
export const NewsletterSignup = belowTheFold(
  () => import('@/features/newsletter/NewsletterSignup').then((module) => module.NewsletterSignup),
  touchGate(`#${NEWSLETTER_FORM_ID}`),
);
// Not gated: its WhatsApp link and Copy button are inactive until its code knows the page's address.
export const GuideShare = belowTheFold(() =>
  import('@/features/guides/GuideShare').then((module) => module.GuideShare),
);
