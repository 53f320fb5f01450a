import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { GuideContent, GuideTranslation, TranslationStatus } from '@/shared/api/guideContent';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import type { Translated } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { contentGuideMessages } from './messages';
import { withTranslationChecked } from './translationChecks';

/**
 * Where the translation staff are editing stands (issue 27): machine-assisted, reviewed by a native
 * speaker (who, when) or approved; flagged out of date when the English changed after it was checked,
 * with how many texts changed (each is flagged at its field, TextField). Once a native speaker has
 * checked it, staff record that here (with today's date and the English it was checked against, whole
 * and text by text), and an editor can then approve it. The reviewer's name is the caller's: a single
 * text checked at its field is recorded under it too. Saved with the guide, as the rest.
 */
export function GuideTranslationStatus({
  idPrefix,
  guide,
  language,
  status: { record, outdated, outdatedKeys },
  reviewer,
  onReviewerChange,
  today,
  onChange,
}: {
  idPrefix: string;
  guide: GuideContent;
  language: Translated;
  status: TranslationStatus;
  reviewer: string;
  onReviewerChange: (reviewer: string) => void;
  today: string;
  onChange: (guide: GuideContent) => void;
}) {
  const t = useT(contentGuideMessages);
  const formatDate = useFormatDate();
  const [missing, setMissing] = useState(false);

  const recordAs = (state: GuideTranslation['state']) => {
    if (!reviewer.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onChange(withTranslationChecked(guide, language, state, reviewer.trim(), today));
  };

  const status = record
    ? t('translation.status', {
        state: t(`translation.state.${record.state}`, { reviewer: record.reviewer ?? '' }),
        date: formatDate(record.checkedOn),
      })
    : t('translation.none');
  // Texts checked one by one since an approval are not approved yet: approving again takes them in.
  const approvable =
    !outdated &&
    (record?.state === 'reviewed' ||
      (record?.state === 'approved' && Object.keys(record.rechecked ?? {}).length > 0));
  return (
    <Alert variant={outdated ? 'warning' : 'secondary'} className="small">
      <p className="mb-2">{status}</p>
      {outdated && <p className="fw-bold mb-2">{t('translation.outdated')}</p>}
      {outdatedKeys.length > 0 && (
        <p className="mb-2">{t('translation.outdatedCount', { count: outdatedKeys.length })}</p>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${idPrefix}-reviewer-${language}`}>
          <Form.Label>{t('translation.reviewer')}</Form.Label>
          <Form.Control
            value={reviewer}
            maxLength={200}
            isInvalid={missing}
            aria-describedby={missing ? `${idPrefix}-reviewer-missing` : undefined}
            onChange={(event) => onReviewerChange(event.target.value)}
          />
        </Form.Group>
        <Button variant="outline-primary" onClick={() => recordAs('reviewed')}>
          {t('translation.markReviewed')}
        </Button>
        {approvable && (
          <Button variant="outline-success" onClick={() => recordAs('approved')}>
            {t('translation.approve')}
          </Button>
        )}
      </div>
      {missing && (
        <p id={`${idPrefix}-reviewer-missing`} className="text-danger mb-0 mt-1">
          {t('translation.reviewerMissing')}
        </p>
      )}
    </Alert>
  );
}
