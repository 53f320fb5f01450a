import { useRef, useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  BODY_MAX_LENGTH,
  CONTENT_CATEGORIES,
  SLUG_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type ContentCategory,
  type ContentKind,
  type ContentStatus,
} from '@/shared/api/content';
import { guidePath } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { lagosDay } from '@/shared/lib/lagosTime';
import { articlePath } from '@/shared/site/paths';
import { useT } from '@/shared/i18n/useT';
import { formatNumber } from '@/shared/lib/numbers';
import { slugFromTitle } from '@/shared/lib/slug';
import { hasVisibleText } from '@/shared/lib/text';
import { siteMessages } from '@/shared/site/siteMessages';
import { BodyPreview } from './BodyPreview';
import { GuideFields } from './guide/GuideFields';
import { explainGuideProblem } from './guide/guideEditing';
import { contentGuideMessages } from './guide/messages';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

export interface ContentFormValues {
  title: string;
  /** Empty while it follows the title (before the first publication). */
  slug: string;
  summary: string;
  category: ContentCategory;
  status: ContentStatus;
  content: string;
}

/** A new item's form before anything is typed. */
export const EMPTY_CONTENT_FORM: ContentFormValues = {
  title: '',
  slug: '',
  summary: '',
  category: 'documents',
  status: 'draft',
  content: '',
};

type Field = 'title' | 'slug' | 'summary' | 'category' | 'content';
/** The fields with a length limit, whose count shows under them. */
const LIMITS = {
  title: TITLE_MAX_LENGTH,
  slug: SLUG_MAX_LENGTH,
  summary: SUMMARY_MAX_LENGTH,
  content: BODY_MAX_LENGTH,
} satisfies Partial<Record<Field, number>>;

/**
 * The add and edit form of an article. The address follows the title until the first publication
 * (the server makes it the same way, slug.ts); after it, the address is the article's public one and a
 * new one makes the old redirect. Each field counts its characters against the server's limit; the
 * server's messages (`errors`) show beside their fields, and everything typed stays. What is typed is the
 * caller's (`values`, `onChange`), so the add form keeps it across a 401.
 */
export function ContentForm({
  idPrefix,
  values,
  onChange,
  errors = {},
  withStatus = false,
  publishedSlug,
  submitLabel,
  busy = false,
  onSubmit,
  onCancel,
  focusTitle = false,
  kind = 'article',
  now = () => new Date(),
}: {
  idPrefix: string;
  values: ContentFormValues;
  onChange: (change: Partial<ContentFormValues>) => void;
  /** The server's messages by field. */
  errors?: Record<string, string>;
  /** New items may be published at once by editors; existing ones change with Publish / Unpublish. */
  withStatus?: boolean;
  /** The public address, once the article has been published. */
  publishedSlug?: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: ContentFormValues) => void;
  onCancel?: () => void;
  focusTitle?: boolean;
  /** A guide's text is its structured fields (GuideFields), not a Markdown body. */
  kind?: ContentKind;
  /** The clock for which of a guide's facts are due. */
  now?: () => Date;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const tGuide = useT(contentGuideMessages);
  const n = formatNumber;
  const [missingTitle, setMissingTitle] = useState(false);
  const [guideProblem, setGuideProblem] = useState<string>();
  const titleField = useRef<HTMLInputElement>(null);
  const slug = values.slug || (publishedSlug ?? slugFromTitle(values.title));
  const renamed = publishedSlug !== undefined && values.slug !== '' && values.slug !== publishedSlug;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!hasVisibleText(values.title)) {
      setMissingTitle(true);
      titleField.current?.focus();
      return;
    }
    // The server checks it too; checked here, the message comes at once and offline as well.
    const guide = kind === 'guide' ? parseGuideContent(values.content) : undefined;
    setGuideProblem(
      guide && !guide.ok ? explainGuideProblem(values.content, guide.message, tGuide) : undefined,
    );
    if (guide && !guide.ok) return;
    onSubmit({ ...values, title: values.title.trim(), summary: values.summary.trim() });
  }

  // react-bootstrap's isInvalid only colours the field; aria-invalid tells a screen reader too.
  const errorOf = (name: Field) =>
    name === 'title' && missingTitle
      ? t('error.title')
      : name === 'content'
        ? (guideProblem ?? errors[name])
        : errors[name];
  const publicPath = kind === 'guide' ? guidePath : articlePath;
  const described = (name: Field, ...more: string[]) =>
    [errorOf(name) && `${idPrefix}-${name}-error`, `${idPrefix}-${name}-hint`, ...more]
      .filter(Boolean)
      .join(' ');
  const feedback = (name: Field) =>
    errorOf(name) && (
      <Form.Control.Feedback type="invalid" id={`${idPrefix}-${name}-error`}>
        {errorOf(name)}
      </Form.Control.Feedback>
    );
  const count = (name: keyof typeof LIMITS, length: number) => (
    <Form.Text id={`${idPrefix}-${name}-hint`}>
      {t('field.count', { count: n(length), max: n(LIMITS[name]) })}
    </Form.Text>
  );

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId={`${idPrefix}-title`}>
        <Form.Label>{t('field.title')}</Form.Label>
        <Form.Control
          ref={titleField}
          autoFocus={focusTitle}
          value={values.title}
          onChange={(e) => {
            onChange({ title: e.target.value });
            if (hasVisibleText(e.target.value)) setMissingTitle(false);
          }}
          isInvalid={Boolean(errorOf('title'))}
          aria-invalid={Boolean(errorOf('title'))}
          aria-describedby={described('title')}
          autoComplete="off"
        />
        {feedback('title')}
        {count('title', values.title.length)}
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-slug`}>
        <Form.Label>{t('field.slug')}</Form.Label>
        <Form.Control
          value={values.slug}
          placeholder={slug}
          onChange={(e) => onChange({ slug: e.target.value })}
          isInvalid={Boolean(errorOf('slug'))}
          aria-invalid={Boolean(errorOf('slug'))}
          aria-describedby={described('slug', `${idPrefix}-slug-address`)}
          autoComplete="off"
          spellCheck={false}
        />
        {feedback('slug')}
        <Form.Text id={`${idPrefix}-slug-address`} className="d-block text-break">
          {t('field.slugAddress', { path: publicPath(slug) })}{' '}
          {publishedSlug === undefined
            ? t('field.slugFollows')
            : renamed
              ? t('field.slugRenamed', { old: publicPath(publishedSlug) })
              : t('field.slugPublished')}
        </Form.Text>
        {count('slug', slug.length)}
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-summary`}>
        <Form.Label>{t('field.summary')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={values.summary}
          onChange={(e) => onChange({ summary: e.target.value })}
          isInvalid={Boolean(errorOf('summary'))}
          aria-invalid={Boolean(errorOf('summary'))}
          aria-describedby={described('summary')}
        />
        {feedback('summary')}
        {count('summary', values.summary.length)}
      </Form.Group>
      <div className="admin-field-row mb-3">
        <Form.Group controlId={`${idPrefix}-category`}>
          <Form.Label>{t('field.category')}</Form.Label>
          <Form.Select
            value={values.category}
            onChange={(e) => onChange({ category: e.target.value as ContentCategory })}
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
              onChange={(e) => onChange({ status: e.target.value as ContentStatus })}
            >
              <option value="draft">{t('status.draft')}</option>
              <option value="published">{t('status.published')}</option>
            </Form.Select>
          </Form.Group>
        )}
      </div>
      {kind === 'guide' ? (
        <GuideFields
          idPrefix={idPrefix}
          content={values.content}
          onChange={(content) => onChange({ content })}
          error={errorOf('content')}
          today={lagosDay(now())}
        />
      ) : (
        <div className="content-body-row mb-3">
          <Form.Group controlId={`${idPrefix}-content`}>
            <Form.Label>{t('field.content')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={10}
              value={values.content}
              onChange={(e) => onChange({ content: e.target.value })}
              isInvalid={Boolean(errorOf('content'))}
              aria-invalid={Boolean(errorOf('content'))}
              aria-describedby={described('content', `${idPrefix}-content-help`)}
            />
            {feedback('content')}
            <Form.Text id={`${idPrefix}-content-help`} className="d-block">
              {t('field.markdownHelp')}
            </Form.Text>
            {count('content', values.content.length)}
          </Form.Group>
          <BodyPreview idPrefix={idPrefix} source={values.content} />
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {/* Not `disabled` while busy: a disabled button drops the keyboard focus to the top of the page. */}
        <Button type="submit" aria-disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
