import * as icons from '@/shared/components/icons';
import type { ReactNode } from 'react';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { homeMessages } from './messages';

/** The page's only h1, with the big search box (supplied by the home route) under the lead. */
export function HomeHero({ search }: { search: ReactNode }) {
  const t = useT(homeMessages);

  return (
    <section className="hero py-5" aria-labelledby="home-title">
      <div className="container-xl">
        <div className="hero-body">
          <h1 id="home-title" className="hero-title fw-bold mb-3">
            {t('hero.title')}
          </h1>
          <p className="lead mb-4">{t('hero.lead')}</p>
          {search}
          <p className="hero-trust d-flex align-items-center gap-2 small mt-4 mb-0">
            <Icon path={icons.shield} size={20} className="flex-shrink-0" />
            <span>{t('hero.trust')}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
