import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { GuideContent } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { LANGUAGES } from '@/shared/i18n/languages';
import { LOCALES, type Locale, type Vars } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { FieldGroup } from './FieldGroup';
import { GuideFactsFields } from './GuideFactsFields';
import { factsDue, sectionFields, withText, type TextRole } from './guideEditing';
import { guideEditorMessages } from './messages';

type Part = 'about' | 'facts' | number;

/**
 * The fields of a guide (issue 26): its texts in each of the five languages, part by part, and its
 * figures and facts, with their sources and check dates. What is typed is the caller's, as JSON
 * (`content`, `onChange`): the form saves it as it saves an article's body, and the server checks it.
 * The structure (tabs, sections, blocks) is shown as it is; the texts fill it.
 */
export function GuideFields({
  idPrefix,
  content,
  onChange,
  error,
  today,
}: {
  idPrefix: string;
  content: string;
  onChange: (content: string) => void;
  /** The server's message about the content, if it refused it. */
  error?: string;
  /** The day in Lagos (YYYY-MM-DD): which facts are due, and what "I checked this today" records. */
  today: string;
}) {
  const t = useT(guideEditorMessages);
  // Read once: while staff type, the guide may be half-made (a figure cleared, a {placeholder} half
  // typed), which the form keeps and the server's check reports on saving. The form is drawn anew for
  // each saved revision (ContentEditor's key), so what it starts from is always the stored guide.
  const [parsed] = useState(() => parseGuideContent(content));
  const [guide, setGuide] = useState(() => (parsed.ok ? parsed.guide : undefined));
  const [language, setLanguage] = useState<Locale>('en');
  const [part, setPart] = useState<Part>('about');

  if (!parsed.ok || !guide)
    return (
      <Form.Group controlId={`${idPrefix}-raw`}>
        <Alert variant="warning">{t('unreadable', { problem: parsed.ok ? '' : parsed.message })}</Alert>
        <Form.Label>{t('raw.label')}</Form.Label>
        <Form.Control as="textarea" rows={10} value={content} onChange={(e) => onChange(e.target.value)} />
      </Form.Group>
    );
  const change = (next: GuideContent) => {
    setGuide(next);
    onChange(JSON.stringify(next));
  };
  const due = factsDue(guide, today);

  return (
    <div>
      {error && (
        <Alert variant="danger" id={`${idPrefix}-content-error`}>
          {error}
        </Alert>
      )}
      {due.length > 0 && (
        <Alert variant="warning">
          <h3 className="h6 fw-bold">{t('due.title', { count: due.length })}</h3>
          <p className="mb-0">{t('due.body')}</p>
        </Alert>
      )}
      <div className="admin-field-row mb-3">
        <Form.Group controlId={`${idPrefix}-part`}>
          <Form.Label>{t('part.label')}</Form.Label>
          <Form.Select value={String(part)} onChange={(e) => setPart(partOf(e.target.value))}>
            <option value="about">{t('part.about')}</option>
            {guide.tabs.map((tab, index) => (
              <option key={tab.id} value={index}>
                {t('part.tab', { label: guide.texts.en[tab.label] ?? tab.id })}
              </option>
            ))}
            <option value="facts">{t('part.facts')}</option>
          </Form.Select>
        </Form.Group>
        {part !== 'facts' && (
          <Form.Group controlId={`${idPrefix}-language`}>
            <Form.Label>{t('language.label')}</Form.Label>
            <Form.Select value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LANGUAGES[locale].name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </div>
      {part === 'facts' ? (
        <GuideFactsFields idPrefix={idPrefix} guide={guide} today={today} onChange={change} />
      ) : (
        <>
          <p className="small text-body-secondary">
            {t('text.placeholders', { example: '{modificationFee}' })}
          </p>
          <TextsFields idPrefix={idPrefix} guide={guide} part={part} language={language} onChange={change} />
        </>
      )}
    </div>
  );
}

const partOf = (value: string): Part => (value === 'about' || value === 'facts' ? value : Number(value));

/** One text of the guide in `language`, labelled with what it is; a translation shows its English. */
function TextField({
  id,
  label,
  guide,
  textKey,
  language,
  onChange,
  long = true,
}: {
  id: string;
  label: string;
  guide: GuideContent;
  textKey: string;
  language: Locale;
  onChange: (guide: GuideContent) => void;
  long?: boolean;
}) {
  const t = useT(guideEditorMessages);
  const english = guide.texts.en[textKey] ?? '';
  const value = guide.texts[language]?.[textKey] ?? '';
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(long ? { as: 'textarea' as const, rows: english.length > 120 ? 3 : 2 } : {})}
        lang={language}
        value={value}
        required={language === 'en'}
        onChange={(e) => onChange(withText(guide, language, textKey, e.target.value))}
        aria-describedby={language === 'en' ? undefined : `${id}-english`}
      />
      {language !== 'en' && (
        <Form.Text id={`${id}-english`} className="d-block" lang="en">
          {t('text.english', { text: english })} {value === '' && t('text.fallsBack')}
        </Form.Text>
      )}
    </Form.Group>
  );
}

function TextsFields({
  idPrefix,
  guide,
  part,
  language,
  onChange,
}: {
  idPrefix: string;
  guide: GuideContent;
  part: 'about' | number;
  language: Locale;
  onChange: (guide: GuideContent) => void;
}) {
  const t = useT(guideEditorMessages);
  const field = (key: string, label: string, long = true) => (
    <TextField
      key={key}
      id={`${idPrefix}-text-${key}`}
      label={label}
      guide={guide}
      textKey={key}
      language={language}
      onChange={onChange}
      long={long}
    />
  );
  if (part === 'about')
    return (
      <>
        {field(guide.title, t('text.title'), false)}
        {field(guide.shortTitle, t('text.shortTitle'), false)}
        {field(guide.intro, t('text.intro'))}
        {field(guide.agency.name, t('text.agencyName'), false)}
        {field(guide.agency.shortName, t('text.agencyShort'), false)}
        {language === 'en' && <AgencyAndReview idPrefix={idPrefix} guide={guide} onChange={onChange} />}
      </>
    );
  const tab = guide.tabs[part];
  if (!tab) return null;
  return (
    <>
      {field(tab.label, t('text.tabLabel'), false)}
      {sectionFields(tab).map((fields, index) => (
        <FieldGroup
          key={fields[0]!.key}
          title={t('section.title', { n: index + 1, heading: guide.texts.en[fields[0]!.key] ?? '' })}
        >
          {fields.map(({ key, what }) => field(key, roleLabel(t, what), what.role !== 'heading'))}
        </FieldGroup>
      ))}
    </>
  );
}

function roleLabel(t: (key: keyof typeof guideEditorMessages.en, vars?: Vars) => string, what: TextRole) {
  return 'n' in what ? t(`text.${what.role}`, { n: what.n }) : t(`text.${what.role}`);
}

function AgencyAndReview({
  idPrefix,
  guide,
  onChange,
}: {
  idPrefix: string;
  guide: GuideContent;
  onChange: (guide: GuideContent) => void;
}) {
  const t = useT(guideEditorMessages);
  return (
    <div className="admin-field-row mb-3">
      <Form.Group controlId={`${idPrefix}-agency-url`}>
        <Form.Label>{t('agency.url')}</Form.Label>
        <Form.Control
          type="url"
          value={guide.agency.url}
          onChange={(e) => onChange({ ...guide, agency: { ...guide.agency, url: e.target.value } })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-reviewed-on`}>
        <Form.Label>{t('reviewed.label')}</Form.Label>
        <Form.Control
          type="date"
          value={guide.reviewedOn}
          onChange={(e) => onChange({ ...guide, reviewedOn: e.target.value })}
        />
      </Form.Group>
    </div>
  );
}
