import Container from 'react-bootstrap/Container';
import { useT } from '@/features/i18n/useT';
import { SearchForm } from '@/features/search/SearchForm';
import { Icon } from '@/features/ui/Icon';
import { homeMessages, type HomeMessageKey } from './messages';

// SPEC §2: the hero's popular searches. The query is what gets logged, so it stays in English.
const POPULAR_SEARCHES: { labelKey: HomeMessageKey; query: string }[] = [
  { labelKey: 'popular.nin', query: 'NIN' },
  { labelKey: 'popular.jamb', query: 'JAMB registration' },
  { labelKey: 'popular.passport', query: 'passport renewal' },
  { labelKey: 'popular.voters', query: "voter's card" },
  { labelKey: 'popular.nysc', query: 'NYSC' },
];

/** The page's only h1, with the big search box and the popular searches. */
export function HomeHero() {
  const t = useT(homeMessages);
  const popular = POPULAR_SEARCHES.map((p) => ({ label: t(p.labelKey), query: p.query }));

  return (
    <section className="hero py-5" aria-labelledby="home-title">
      <Container fluid="xl">
        <div className="hero-body">
          <h1 id="home-title" className="hero-title fw-bold mb-3">
            {t('hero.title')}
          </h1>
          <p className="lead mb-4">{t('hero.lead')}</p>
          <SearchForm source="hero" size="lg" popular={popular} />
          <p className="hero-trust d-flex align-items-center gap-2 small mt-4 mb-0">
            <Icon name="shield" size={20} className="flex-shrink-0" />
            <span>{t('hero.trust')}</span>
          </p>
        </div>
      </Container>
    </section>
  );
}
