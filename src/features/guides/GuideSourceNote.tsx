import { useT } from '@/shared/i18n/useT';
import { ExternalLink } from '@/shared/components/ExternalLink';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import type { Guide } from './guideTypes';
import { surroundingsMessages } from './surroundingsMessages';
import { useGuideT } from './useGuideT';

/**
 * Names the guide's official source and when it was last checked against it (STYLE.md, Content). It
 * sits beside the guide on a wide screen and after it on a phone, where the guide's own text comes first.
 */
export function GuideSourceNote<K extends string>({ guide }: { guide: Guide<K> }) {
  const t = useGuideT(guide);
  const tGuide = useT(surroundingsMessages);
  const formatDate = useFormatDate();
  return (
    <div className="guide-source mb-4">
      <p className="mb-1">
        <strong>{tGuide('source.official')}</strong>{' '}
        <ExternalLink href={guide.source.url}>{t(guide.source.name)}</ExternalLink>
      </p>
      <p className="mb-1">
        <strong>{tGuide('source.reviewed')}</strong>{' '}
        <time dateTime={guide.reviewedOn}>{formatDate(guide.reviewedOn)}</time>
      </p>
      <p className="mb-0 small">{tGuide('source.independent', { agency: t(guide.source.shortName) })}</p>
    </div>
  );
}
