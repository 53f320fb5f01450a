import { FeaturedGuides } from '@/features/home/FeaturedGuides';
import { HomeHero } from '@/features/home/HomeHero';
import { ImpactFigures } from '@/features/home/ImpactFigures';
import { LatestUpdates } from '@/features/home/LatestUpdates';
import { TopicCards } from '@/features/home/TopicCards';
import { LanguageSuggestion } from '@/features/navigation/LanguageSuggestion';
import { SearchForm } from '@/features/search/SearchForm';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { NewsletterSignup } from '@/compose/belowTheFold';
import { usePublishedGuides } from '@/features/guides/usePublishedGuides';

/**
 * Home (SPEC §2): hero search, topics, featured guides, impact figures, the latest published articles
 * (issue 25: low on the page, so a list that arrives after the first paint moves nothing in view),
 * newsletter sign-up; and the language this browser chose before, when the page is in another (issue 27).
 */
export function HomeRoute() {
  const published = usePublishedGuides();
  return (
    <>
      <HomeHero search={<SearchForm source="hero" size="lg" withPopular />} />
      {/* Text and links that never change while the page is open: hydrated as they came. */}
      <StaticHtml>
        <TopicCards />
      </StaticHtml>
      <FeaturedGuides published={published} />
      <StaticHtml>
        <ImpactFigures />
      </StaticHtml>
      <LatestUpdates />
      <NewsletterSignup />
      <LanguageSuggestion />
    </>
  );
}
