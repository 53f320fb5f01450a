import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  englishFingerprint,
  translationStatusOf,
  type GuideContent,
  type GuideTranslation,
} from '@/shared/api/guideContent';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import type { Translated } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { guideEditorMessages } from './messages';

/**
 * Where the translation staff are editing stands (issue 27): machine-assisted, reviewed by a native
 * speaker (who, when) or approved; flagged out of date when the English changed after it was checked.
 * Once a native speaker has checked it, staff record that here (with today's date and the English it
 * was checked against), and an editor can then approve it. Saved with the guide, as the rest.
 */
export function GuideTranslationStatus({
  idPrefix,
  guide,
  language,
  today,
  onChange,
}: {
  idPrefix: string;
  guide: GuideContent;
  language: Translated;
  today: string;
  onChange: (guide: GuideContent) => void;
}) {
  const t = useT(guideEditorMessages);
  const formatDate = useFormatDate();
  const { record, outdated } = translationStatusOf(guide, guide.texts.en, language);
  const [reviewer, setReviewer] = useState(record?.reviewer ?? '');
  const [missing, setMissing] = useState(false);

  const recordAs = (state: GuideTranslation['state']) => {
    if (!reviewer.trim()) return setMissing(true);
    setMissing(false);
    onChange({
      ...guide,
      translations: {
        ...guide.translations,
        [language]: {
          state,
          reviewer: reviewer.trim(),
          checkedOn: today,
          english: englishFingerprint(guide.texts.en),
        },
      },
    });
  };

  const state = record
    ? t(`translation.state.${record.state}`, { reviewer: record.reviewer ?? '' })
    : undefined;
  return (
    <Alert variant={outdated ? 'warning' : 'secondary'} className="small">
      <p className="mb-2">
        {state
          ? t('translation.status', { state, date: formatDate(record!.checkedOn) })
          : t('translation.none')}
      </p>
      {outdated && <p className="fw-bold mb-2">{t('translation.outdated')}</p>}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={`${idPrefix}-reviewer-${language}`}>
          <Form.Label>{t('translation.reviewer')}</Form.Label>
          <Form.Control
            value={reviewer}
            maxLength={200}
            isInvalid={missing}
            aria-describedby={missing ? `${idPrefix}-reviewer-missing` : undefined}
            onChange={(event) => setReviewer(event.target.value)}
          />
        </Form.Group>
        <Button variant="outline-primary" onClick={() => recordAs('reviewed')}>
          {t('translation.markReviewed')}
        </Button>
        {record?.state === 'reviewed' && !outdated && (
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
