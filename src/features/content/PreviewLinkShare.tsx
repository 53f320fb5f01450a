import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { PreviewLink } from '@/shared/api/content';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { useCreatePreviewLinkMutation } from './contentApi';
import { newWriteKey } from './contentQueue';
import { formatLagosDateTime } from '@/shared/lib/lagosTime';
import { contentMessages } from './messages';
import { stepOutcomeOf, stepProblemText } from './useWorkflowStep';

/**
 * "Share a preview link": asks the server for a private address of the draft for someone without an
 * account, and shows it in a read-only field with Copy and when it stops working.
 */
export function PreviewLinkShare({ id }: { id: string }) {
  const t = useT(contentMessages);
  const locale = useAppSelector(selectLocale);
  const [create, { isLoading }] = useCreatePreviewLinkMutation();
  const [link, setLink] = useState<PreviewLink>();
  const [said, setSaid] = useState('');

  async function share() {
    if (isLoading) return;
    const result = await create({ key: newWriteKey(), id });
    if ('data' in result && result.data) {
      setLink(result.data);
      setSaid('');
    } else setSaid(stepProblemText(stepOutcomeOf(result.error), t));
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t('share.copied'));
    } catch {
      setSaid(t('share.copyFailed'));
    }
  }

  return (
    <div className="mt-2">
      <Button variant="outline-secondary" size="sm" aria-disabled={isLoading} onClick={() => void share()}>
        {t('step.share')}
      </Button>
      {link && (
        <Form.Group className="mt-2" controlId="content-preview-link">
          <Form.Label>{t('share.label')}</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control
              readOnly
              value={link.url}
              onFocus={(e) => e.target.select()}
              aria-describedby="content-preview-link-expiry"
            />
            <Button variant="outline-primary" onClick={() => void copy(link.url)}>
              {t('share.copy')}
            </Button>
          </div>
          <Form.Text id="content-preview-link-expiry" className="d-block">
            {t('share.expires', { when: formatLagosDateTime(link.expiresAt, locale) })}
          </Form.Text>
        </Form.Group>
      )}
      <p role="status" className="small mb-0">
        {said}
      </p>
    </div>
  );
}
