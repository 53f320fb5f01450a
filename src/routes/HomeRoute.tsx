import { FeaturedGuides } from '@/features/home/FeaturedGuides';
import { HomeHero } from '@/features/home/HomeHero';
import { ImpactFigures } from '@/features/home/ImpactFigures';
import { TopicCards } from '@/features/home/TopicCards';
import { NewsletterSignup } from '@/features/newsletter/NewsletterSignup';
import { SearchForm } from '@/features/search/SearchForm';

/** Home (SPEC §2): hero search, topics, featured guides, impact figures, newsletter sign-up. */
export function HomeRoute() {
  return (
    <>
      <HomeHero search={<SearchForm source="hero" size="lg" withPopular />} />
      <TopicCards />
      <FeaturedGuides />
      <ImpactFigures />
      <NewsletterSignup />
    </>
  );
}
