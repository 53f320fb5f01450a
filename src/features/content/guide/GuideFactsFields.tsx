import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { GuideContent, GuideFact, GuideFigure } from '@/shared/api/guideContent';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { formatCalendarDate } from '@/shared/lib/dates';
import { useAppSelector } from '@/shared/store/hooks';
import { FieldGroup } from './FieldGroup';
import { checkedOn, withFact, withFigure } from './guideEditing';
import { guideEditorMessages } from './messages';

/** Each fact with the figures it gives, its source and its dates; a fact due for checking says so. */
export function GuideFactsFields({
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
