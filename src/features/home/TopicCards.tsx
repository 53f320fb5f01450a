import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { CATEGORIES } from '@/shared/site/sections';
import { categoryDescriptionMessages } from '@/shared/site/categoryDescriptionMessages';
import { siteMessages } from '@/shared/site/siteMessages';
import { Icon } from '@/shared/components/Icon';
import { homeMessages } from './messages';

/** The seven category cards; each title links to its section (most still lead to not-found, SPEC §2). */
export function TopicCards() {
  const t = useT(homeMessages);
  const nav = useT(siteMessages);
  const describe = useT(categoryDescriptionMessages);

  return (
    <section className="pt-5" aria-labelledby="home-topics">
      <div className="container-xl">
        <h2 id="home-topics" className="h3 fw-bold mb-4">
          {t('topics.title')}
        </h2>
        <ul className="card-grid card-grid-narrow">
          {CATEGORIES.map((category) => (
            <li key={category.href}>
              <div className="card h-100 category-card">
                <div className="card-body d-flex align-items-start gap-3">
                  <span className="icon-tile">
                    <Icon path={category.icon} />
                  </span>
                  <div>
                    <h3 className="h5 mb-1">
                      {/* stretched-link: the whole card is the tap target, not just the word. */}
                      <Link to={category.href} className="stretched-link">
                        {nav(category.labelKey)}
                      </Link>
                    </h3>
                    <p className="text-body-secondary mb-0">{describe(category.descriptionKey)}</p>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
