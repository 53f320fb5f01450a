import { Link } from 'react-router-dom';
import { ExternalLink } from '@/shared/components/ExternalLink';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { privacyMessages } from './messages';
import { NDPC_SITE, NOTICE, type NoticeBlock } from './notice';

/**
 * The privacy notice: its heading, a contents list linking to each section, then each section of NOTICE,
 * and the day it was last updated. `updatedOn` is UPDATED_ON written for the reader ("27 November 2026").
 */
export function PrivacyNotice({ updatedOn }: { updatedOn: string }) {
  const t = useT(privacyMessages);

  function block(item: NoticeBlock, index: number) {
    switch (item.kind) {
      case 'paragraph':
        return (
          <p key={index}>
            {t(item.text)}
            {item.link === 'contact' && (
              <>
                {' '}
                <Link to={PATHS.contact}>{t('rights.contactLink')}</Link>
              </>
            )}
            {item.link === 'regulator' && (
              <>
                {' '}
                <ExternalLink href={NDPC_SITE}>{new URL(NDPC_SITE).hostname}</ExternalLink>
              </>
            )}
          </p>
        );
      case 'list':
        return (
          <ul key={index} className="guide-list">
            {item.items.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        );
      case 'warning':
        return (
          <p key={index} className="alert alert-warning">
            {t(item.text)}
          </p>
        );
    }
  }

  return (
    <div className="container-xl py-4 py-md-5">
      <div className="guide-text">
        <h1 className="display-6 fw-bold mb-3">{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
        <p>{t('updated', { updated: updatedOn })}</p>
        <nav aria-labelledby="privacy-contents">
          <h2 id="privacy-contents" className="h4 mt-5 mb-3">
            {t('contents.heading')}
          </h2>
          <ul className="guide-list guide-sidebar-list">
            {NOTICE.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.heading)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {NOTICE.map((section) => (
          <section key={section.id}>
            <h2 id={section.id} className="h4 mt-5 mb-3">
              {t(section.heading)}
            </h2>
            {section.blocks.map(block)}
          </section>
        ))}
      </div>
    </div>
  );
}
