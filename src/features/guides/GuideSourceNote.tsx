import { Link } from 'react-router-dom';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { ExternalLink } from '@/shared/components/ExternalLink';
import { formatLongDate } from './formatLongDate';
import type { Guide } from './guideTypes';
import { guideMessages } from './messages';
import { useGuideT } from './useGuideT';

/**
 * Names the guide's official source and when it was last checked against it (STYLE.md, Content). In a
 * translation it also says that the English guide is the one to follow, with a link to it.
 */
export function GuideSourceNote<K extends string>({ guide }: { guide: Guide<K> }) {
  const t = useGuideT(guide);
  const tGuide = useT(guideMessages);
  const locale = useAppSelector(selectLocale);
  return (
    <div className="guide-source mb-4">
      {locale !== 'en' && (
        <p className="mb-2">
          {tGuide('translation.notice')}{' '}
          <Link to={{ search: '?lang=en' }}>{tGuide('translation.readEnglish')}</Link>
        </p>
      )}
      <p className="mb-1">
        <strong>{tGuide('source.official')}</strong>{' '}
        <ExternalLink href={guide.source.url}>{t(guide.source.name)}</ExternalLink>
      </p>
      <p className="mb-1">
        <strong>{tGuide('source.reviewed')}</strong>{' '}
        <time dateTime={guide.reviewedOn}>{formatLongDate(guide.reviewedOn, tGuide)}</time>
      </p>
      <p className="mb-0 small">{tGuide('source.independent', { agency: t(guide.source.shortName) })}</p>
    </div>
  );
}
