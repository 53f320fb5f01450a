import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { GUIDE_TABS_MAX, translationStatusOf, type GuideContent } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { LANGUAGES } from '@/shared/i18n/languages';
import { LOCALES, type Locale, type Translated } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { GuideFactsFields } from './GuideFactsFields';
import { GuideTranslationStatus } from './GuideTranslationStatus';
import { TabTextsFields, TextField, type TextChecks } from './GuideTextsFields';
import { factsDue } from './guideEditing';
import { partAt, withoutPart, withPart } from './guideStructure';
import { contentGuideMessages } from './messages';
import { withTextChecked } from './translationChecks';

type Part = 'about' | 'facts' | number;

/**
 * The fields of a guide (issue 26): its texts in each of the five languages, part by part, and its
 * figures and facts, with their sources and check dates. What is typed is the caller's, as JSON
 * (`content`, `onChange`): the form saves it as it saves an article's body, and the server checks it.
 * In English, tabs, sections and blocks are added and removed too (guideStructure.ts).
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
  const t = useT(contentGuideMessages);
  // Read once: while staff type, the guide may be half-made (a figure cleared, a {placeholder} half
  // typed), which the form keeps and the server's check reports on saving. The form is drawn anew for
  // each saved revision (ContentEditor's key), so what it starts from is always the stored guide.
  const [parsed] = useState(() => parseGuideContent(content));
  const [guide, setGuide] = useState(() => (parsed.ok ? parsed.guide : undefined));
  const [language, setLanguage] = useState<Locale>('en');
  const [part, setPart] = useState<Part>('about');
  // The native speaker named in each translation's status box: a whole check records them, and so does
  // "Mark this text checked" at a text (issue 27).
  const [reviewers, setReviewers] = useState<Partial<Record<Translated, string>>>({});
  const [missingName, setMissingName] = useState<string>();

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
  const translated = language === 'en' ? undefined : language;
  const status = translated && translationStatusOf(guide, guide.texts.en, translated);
  const reviewer = translated ? (reviewers[translated] ?? status?.record?.reviewer ?? '') : '';
  const checks: TextChecks | undefined =
    translated && status?.record?.strings
      ? {
          record: status.record,
          outdated: new Set(status.outdatedKeys),
          missingName,
          onChecked: (key) => {
            if (!reviewer.trim()) {
              setMissingName(key);
              return false;
            }
            setMissingName(undefined);
            change(withTextChecked(guide, translated, key, reviewer.trim(), today));
            return true;
          },
        }
      : undefined;

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
                {t('part.tab', { label: guide.texts.en[tab.label] || tab.id })}
              </option>
            ))}
            <option value="facts">{t('part.facts')}</option>
          </Form.Select>
        </Form.Group>
        {language === 'en' && (
          <PartControls
            guide={guide}
            part={part}
            onChange={(next, shown) => {
              change(next);
              setPart(shown);
            }}
          />
        )}
        {part !== 'facts' && (
          <Form.Group controlId={`${idPrefix}-language`}>
            <Form.Label>{t('language.label')}</Form.Label>
            <Form.Select
              value={language}
              onChange={(e) => {
                setLanguage(e.target.value as Locale);
                setMissingName(undefined);
              }}
            >
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
          {translated && status && (
            <GuideTranslationStatus
              key={translated}
              idPrefix={idPrefix}
              guide={guide}
              language={translated}
              status={status}
              reviewer={reviewer}
              onReviewerChange={(name) => setReviewers({ ...reviewers, [translated]: name })}
              today={today}
              onChange={change}
            />
          )}
          <p className="small text-body-secondary">
            {t('text.placeholders', { example: '{modificationFee}' })}{' '}
            {language === 'en' && t('structure.englishOnly')}
          </p>
          {part === 'about' ? (
            <AboutFields
              idPrefix={idPrefix}
              guide={guide}
              language={language}
              onChange={change}
              checks={checks}
            />
          ) : (
            <TabTextsFields
              idPrefix={idPrefix}
              guide={guide}
              tabIndex={part}
              language={language}
              onChange={change}
              checks={checks}
            />
          )}
        </>
      )}
    </div>
  );
}

const partOf = (value: string): Part => (value === 'about' || value === 'facts' ? value : Number(value));

/** In English: add a tab at the end (and show it), or remove the one shown while the guide has two. */
function PartControls({
  guide,
  part,
  onChange,
}: {
  guide: GuideContent;
  part: Part;
  onChange: (guide: GuideContent, shown: Part) => void;
}) {
  const t = useT(contentGuideMessages);
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      {guide.tabs.length < GUIDE_TABS_MAX && (
        <Button variant="outline-secondary" onClick={() => onChange(withPart(guide), guide.tabs.length)}>
          {t('structure.addPart')}
        </Button>
      )}
      {typeof part === 'number' && guide.tabs.length > 1 && (
        <Button variant="outline-danger" onClick={() => onChange(withoutPart(guide, part), 'about')}>
          {t('structure.removePart', { label: guide.texts.en[partAt(guide, part).label] ?? '' })}
        </Button>
      )}
    </div>
  );
}

function AboutFields({
  idPrefix,
  guide,
  language,
  onChange,
  checks,
}: {
  idPrefix: string;
  guide: GuideContent;
  language: Locale;
  onChange: (guide: GuideContent) => void;
  checks?: TextChecks;
}) {
  const t = useT(contentGuideMessages);
  const field = (key: string, label: string, long = true) => (
    <TextField
      key={key}
      id={`${idPrefix}-text-${key}`}
      label={label}
      guide={guide}
      textKey={key}
      language={language}
      onChange={onChange}
      checks={checks}
      long={long}
    />
  );
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
  const t = useT(contentGuideMessages);
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
