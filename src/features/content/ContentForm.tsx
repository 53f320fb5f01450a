import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { formatNumber } from '@/shared/lib/numbers';
import { hasVisibleText, MAX_LENGTH } from '@/shared/lib/text';
import { CONTENT_CATEGORIES, type ContentCategory } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import { CONTENT_STATUSES, type ContentStatus } from './contentTypes';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

export interface ContentFormValues {
  title: string;
  category: ContentCategory;
  status: ContentStatus;
  content: string;
}

type RequiredField = 'title' | 'content';

/** A new item's form before anything is typed. */
export const EMPTY_CONTENT_FORM: ContentFormValues = {
  title: '',
  category: 'documents',
  status: 'draft',
  content: '',
};

/**
 * The add and edit form for a content item. Title and content are required: a refused submit keeps
 * everything typed, ties each message to its field and moves focus to the first field to fix. What is
 * typed is the caller's (`values`, `onChange`): the add form keeps it in the store, across a 401.
 */
export function ContentForm({
  idPrefix,
  values,
  onChange,
  withStatus = false,
  submitLabel,
  onSubmit,
  onCancel,
  focusTitle = false,
}: {
  idPrefix: string;
  values: ContentFormValues;
  onChange: (change: Partial<ContentFormValues>) => void;
  /** New items choose their status here; existing ones change it with Publish / Unpublish. */
  withStatus?: boolean;
  submitLabel: string;
  onSubmit: (values: ContentFormValues) => void;
  onCancel?: () => void;
  /** Focus the title when the form appears (in the edit dialog, where editing is what was asked for). */
  focusTitle?: boolean;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const locale = useAppSelector(selectLocale);
  const lengthHint = (max: number) => t('field.lengthHint', { max: formatNumber(max, intlLocale(locale)) });
  const [missing, setMissing] = useState<Record<RequiredField, boolean>>({ title: false, content: false });
  const titleField = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);

  function change<K extends keyof ContentFormValues>(name: K, value: ContentFormValues[K]) {
    onChange({ [name]: value });
    // A message goes as soon as its field is filled in; new messages wait for the next submit.
    if ((name === 'title' || name === 'content') && hasVisibleText(value)) {
      setMissing((current) => ({ ...current, [name]: false }));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Only spaces or invisible characters (a zero-width space) count as nothing: no invisible rows.
    const nowMissing = { title: !hasVisibleText(values.title), content: !hasVisibleText(values.content) };
    setMissing(nowMissing);
    if (nowMissing.title || nowMissing.content) {
      (nowMissing.title ? titleField : contentField).current?.focus();
      return;
    }
    onSubmit({ ...values, title: values.title.trim(), content: values.content.trim() });
  }

  const errorId = (name: RequiredField) => `${idPrefix}-${name}-error`;
  const hintId = (name: RequiredField) => `${idPrefix}-${name}-hint`;
  const describedBy = (name: RequiredField) =>
    missing[name] ? `${errorId(name)} ${hintId(name)}` : hintId(name);

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId={`${idPrefix}-title`}>
        <Form.Label>{t('field.title')}</Form.Label>
        <Form.Control
          ref={titleField}
          autoFocus={focusTitle}
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
          isInvalid={missing.title}
          aria-invalid={missing.title || undefined}
          aria-describedby={describedBy('title')}
          autoComplete="off"
          maxLength={MAX_LENGTH.title}
        />
        {missing.title && (
          <Form.Control.Feedback type="invalid" id={errorId('title')}>
            {t('error.title')}
          </Form.Control.Feedback>
        )}
        <Form.Text id={hintId('title')}>{lengthHint(MAX_LENGTH.title)}</Form.Text>
      </Form.Group>
      <div className="admin-field-row mb-3">
        <Form.Group controlId={`${idPrefix}-category`}>
          <Form.Label>{t('field.category')}</Form.Label>
          <Form.Select
            value={values.category}
            onChange={(e) => change('category', e.target.value as ContentCategory)}
          >
            {CONTENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {nav(`cat.${category}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {withStatus && (
          <Form.Group controlId={`${idPrefix}-status`}>
            <Form.Label>{t('field.status')}</Form.Label>
            <Form.Select
              value={values.status}
              onChange={(e) => change('status', e.target.value as ContentStatus)}
            >
              {CONTENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </div>
      <Form.Group className="mb-3" controlId={`${idPrefix}-content`}>
        <Form.Label>{t('field.content')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={6}
          ref={contentField}
          value={values.content}
          onChange={(e) => change('content', e.target.value)}
          isInvalid={missing.content}
          aria-invalid={missing.content || undefined}
          aria-describedby={describedBy('content')}
          maxLength={MAX_LENGTH.body}
        />
        {missing.content && (
          <Form.Control.Feedback type="invalid" id={errorId('content')}>
            {t('error.content')}
          </Form.Control.Feedback>
        )}
        <Form.Text id={hintId('content')}>{lengthHint(MAX_LENGTH.body)}</Form.Text>
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
