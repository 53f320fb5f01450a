import { useT } from '@/shared/i18n/useT';
import { homeMessages, type HomeMessageKey } from './messages';

// SPEC §9, word for word. Figures are digits and signs only, the same in every language.
const IMPACT_FIGURES: { figure: string; labelKey: HomeMessageKey }[] = [
  { figure: '36+', labelKey: 'impact.states' },
  { figure: '200+', labelKey: 'impact.guides' },
  { figure: '5', labelKey: 'impact.languages' },
  { figure: '1000+', labelKey: 'impact.resources' },
];

/** The four impact figures, big number above its label, with an honest note on where things stand. */
export function ImpactFigures() {
  const t = useT(homeMessages);

  return (
    <section className="impact-band mt-5 py-5" aria-labelledby="home-impact">
      <div className="container-xl">
        <h2 id="home-impact" className="h3 fw-bold mb-2">
          {t('impact.title')}
        </h2>
        <p className="mb-4">{t('impact.note')}</p>
        <ul className="impact-figures text-center">
          {IMPACT_FIGURES.map((item) => (
            <li key={item.labelKey}>
              <span className="impact-figure d-block">{item.figure}</span>{' '}
              <span className="impact-label d-block">{t(item.labelKey)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
