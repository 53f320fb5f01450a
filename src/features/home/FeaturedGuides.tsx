import * as icons from '@/shared/components/icons';
import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { guideIsWritten } from '@/shared/site/guideStatus';
import { siteMessages } from '@/shared/site/siteMessages';
import { Icon } from '@/shared/components/Icon';
import { FEATURED_GUIDES } from './featuredGuideList';
import { homeMessages } from './messages';

/**
 * Six guide cards, each saying plainly whether it is written yet (a published guide is, guideStatus.ts),
 * and the View All Content link.
 */
export function FeaturedGuides({ published }: { published: readonly string[] | null }) {
  const t = useT(homeMessages);
  const nav = useT(siteMessages);

  return (
    <section className="pt-5" aria-labelledby="home-featured">
      <div className="container-xl">
        <h2 id="home-featured" className="h3 fw-bold mb-2">
          {t('featured.title')}
        </h2>
        <p className="guide-text mb-4">{t('featured.intro')}</p>
        <ul className="card-grid mb-4">
          {FEATURED_GUIDES.map((guide) => {
            const complete = guideIsWritten(guide.href, guide.status, published);
            const statusId = `featured-${guide.slug}-status`;
            return (
              <li key={guide.slug}>
                <article className={`card h-100 category-card${complete ? ' guide-card-complete' : ''}`}>
                  <div className="card-body d-flex flex-column">
                    <div className="d-flex align-items-start gap-3 mb-2">
                      <span className="icon-tile">
                        <Icon path={guide.icon} />
                      </span>
                      <h3 className="h5 mb-0 align-self-center">
                        {/* The status joins the link's name, so a link list still says "Coming soon". */}
                        <Link to={guide.href} className="stretched-link" aria-describedby={statusId}>
                          {t(guide.titleKey)}
                        </Link>
                      </h3>
                    </div>
                    <p className="mb-3">{t(guide.summaryKey)}</p>
                    <p className="d-flex flex-wrap align-items-center gap-2 small mt-auto mb-0">
                      <span className="text-body-secondary">{nav(guide.categoryKey)}</span>
                      <span id={statusId} className={`badge ${complete ? 'badge-complete' : 'badge-soon'}`}>
                        {t(complete ? 'featured.complete' : 'featured.soon')}
                      </span>
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <Link to="/all-content" className="btn btn-outline-primary d-inline-flex align-items-center gap-2">
          <span>{t('featured.all')}</span>
          <Icon path={icons.arrowRight} size={18} />
        </Link>
      </div>
    </section>
  );
}
