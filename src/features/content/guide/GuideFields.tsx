import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { GuideContent, GuideFact, GuideFigure } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { LANGUAGES } from '@/shared/i18n/languages';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale, LOCALES, type Locale, type Vars } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { formatCalendarDate } from '@/shared/lib/dates';
import { useAppSelector } from '@/shared/store/hooks';
import {
  checkedOn,
  factsDue,
  sectionFields,
  withFact,
  withFigure,
  withText,
  type TextRole,
} from './guideEditing';
import { guideEditorMessages } from './messages';
import './guideFields.css';

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
        <FactsFields idPrefix={idPrefix} guide={guide} today={today} onChange={change} />
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

/**
 * A group of fields named by its heading: a section's texts, or a fact's. A group with a heading rather
 * than a fieldset: PurgeCSS would keep Bootstrap's rules for its caption element in every public page.
 */
function FieldGroup({
  title,
  describedBy,
  children,
}: {
  title: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} aria-describedby={describedBy} className="guide-fields-group">
      <h3 id={id} className="guide-fields-title">
        {title}
      </h3>
      {children}
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

/** Each fact with the figures it gives, its source and its dates; a fact due for checking says so. */
function FactsFields({
  idPrefix,
  guide,
  today,
  onChange,
}: {
  idPrefix: string;
  guide: GuideContent;
  today: string;
  onChange: (guide: GuideContent) => void;
}) {
  return guide.facts.map((fact) => (
    <FactFieldset
      key={fact.id}
      id={`${idPrefix}-fact-${fact.id}`}
      guide={guide}
      fact={fact}
      today={today}
      onChange={onChange}
    />
  ));
}

function FactFieldset({
  id,
  guide,
  fact,
  today,
  onChange,
}: {
  id: string;
  guide: GuideContent;
  fact: GuideFact;
  today: string;
  onChange: (guide: GuideContent) => void;
}) {
  const t = useT(guideEditorMessages);
  const locale = intlLocale(useAppSelector(selectLocale));
  const dueId = useId();
  const due = fact.checkBy <= today;
  const set = (change: Partial<GuideFact>) => onChange(withFact(guide, fact.id, change));
  return (
    <FieldGroup title={fact.label} describedBy={due ? dueId : undefined}>
      {due && (
        <p id={dueId} className="text-warning-emphasis fw-semibold">
          {t('fact.overdue', { date: formatCalendarDate(fact.checkBy, locale) })}
        </p>
      )}
      {fact.figures.map((name) => (
        <FigureFields
          key={name}
          id={`${id}-${name}`}
          name={name}
          figure={guide.figures[name]!}
          onChange={(figure) => onChange(withFigure(guide, name, figure))}
        />
      ))}
      <Form.Group className="mb-3" controlId={`${id}-source`}>
        <Form.Label>{t('fact.source')}</Form.Label>
        <Form.Control
          type="url"
          value={fact.sourceUrl}
          onChange={(e) => set({ sourceUrl: e.target.value })}
        />
      </Form.Group>
      <div className="admin-field-row mb-3">
        <Form.Group controlId={`${id}-last-checked`}>
          <Form.Label>{t('fact.lastChecked')}</Form.Label>
          <Form.Control
            type="date"
            value={fact.lastChecked}
            onChange={(e) => set({ lastChecked: e.target.value })}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-check-by`}>
          <Form.Label>{t('fact.checkBy')}</Form.Label>
          <Form.Control type="date" value={fact.checkBy} onChange={(e) => set({ checkBy: e.target.value })} />
        </Form.Group>
      </div>
      {/* Named with its fact, since every fact has one; the name starts with the words it shows. */}
      <Button
        variant="outline-primary"
        size="sm"
        aria-label={`${t('fact.checkedToday')} (${fact.label})`}
        onClick={() => set(checkedOn(today))}
      >
        {t('fact.checkedToday')}
      </Button>
    </FieldGroup>
  );
}

/** A figure's value: a whole number, an amount in naira, a year, or a month and its year. */
function FigureFields({
  id,
  name,
  figure,
  onChange,
}: {
  id: string;
  name: string;
  figure: GuideFigure;
  onChange: (figure: GuideFigure) => void;
}) {
  const t = useT(guideEditorMessages);
  const number = (label: string, value: number, set: (value: number) => void, suffix: string) => (
    <Form.Group className="mb-3" controlId={`${id}-${suffix}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={Number.isFinite(value) ? value : ''}
        onChange={(e) => set(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    </Form.Group>
  );
  if (figure.kind === 'monthOfYear')
    return (
      <div className="admin-field-row">
        {number(
          t('figure.month', { name }),
          figure.month,
          (month) => onChange({ ...figure, month }),
          'month',
        )}
        {number(t('figure.year', { name }), figure.year, (year) => onChange({ ...figure, year }), 'year')}
      </div>
    );
  const label =
    figure.kind === 'naira' ? 'figure.naira' : figure.kind === 'year' ? 'figure.year' : 'figure.value';
  return number(t(label, { name }), figure.value, (value) => onChange({ ...figure, value }), 'value');
}
