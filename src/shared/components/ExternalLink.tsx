import * as icons from '@/shared/components/icons';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import { siteMessages } from '@/shared/site/siteMessages';

/**
 * A link to another organisation's site, marked as external for sighted and screen-reader users alike.
 * The space is a real text node: accessible names join inline elements without adding one.
 */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  const t = useT(siteMessages);
  return (
    <a href={href} rel="external noopener" className="link-words">
      <span>{children}</span> <Icon path={icons.external} size={16} className="align-text-top" />
      <span className="visually-hidden">{t('link.external')}</span>
    </a>
  );
}
