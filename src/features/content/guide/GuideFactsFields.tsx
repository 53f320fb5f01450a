import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { GuideContent, GuideFact, GuideFigure } from '@/shared/api/guideContent';
import { useT } from '@/shared/i18n/useT';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { FieldGroup } from './FieldGroup';
import { checkedOn, withFact, withFigure } from './guideEditing';
import {
  ADDED_FIGURES,
  FIGURE_NAME_PATTERN,
  withNewFact,
  withoutFact,
  type AddedFigure,
} from './guideStructure';
import { contentGuideMessages } from './messages';

/**
 * Each fact with the figures it gives, its source and its dates (a fact due for checking says so), and
 * a new one to add.
 */
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
  return (
    <>
      {guide.facts.map((fact) => (
        <FactFieldset
          key={fact.id}
          id={`${idPrefix}-fact-${fact.id}`}
          guide={guide}
          fact={fact}
          today={today}
          onChange={onChange}
        />
      ))}
      <NewFactFields idPrefix={`${idPrefix}-new-fact`} guide={guide} today={today} onChange={onChange} />
    </>
  );
}

/**
 * A new fact: what it is, its figure's name and kind, its source; added checked today, its value to fill
 * in above with the others (the save check asks for it). The name must be one the texts can write in
 * braces and no other figure has: said here, before anything changes.
 */
function NewFactFields({
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
  const t = useT(contentGuideMessages);
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AddedFigure>('naira');
  const [sourceUrl, setSourceUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = `${idPrefix}-error`;

  function add() {
    const figure = name.trim();
    if (!label.trim() || !FIGURE_NAME_PATTERN.test(figure) || guide.figures[figure]) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(
      withNewFact(guide, { label: label.trim(), name: figure, kind, sourceUrl, checked: checkedOn(today) }),
    );
    setLabel('');
    setName('');
    setSourceUrl('');
  }

  return (
    <FieldGroup title={t('fact.add.title')}>
      {invalid && (
        <p id={errorId} className="text-danger fw-semibold" role="alert">
          {t('fact.add.invalid')}
        </p>
      )}
      <Form.Group className="mb-3" controlId={`${idPrefix}-label`}>
        <Form.Label>{t('fact.add.label')}</Form.Label>
        <Form.Control value={label} onChange={(e) => setLabel(e.target.value)} />
      </Form.Group>
      <div className="admin-field-row mb-3">
        <Form.Group controlId={`${idPrefix}-name`}>
          <Form.Label>{t('fact.add.name')}</Form.Label>
          <Form.Control
            value={name}
            onChange={(e) => setName(e.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${idPrefix}-name-hint${invalid ? ` ${errorId}` : ''}`}
          />
          <Form.Text id={`${idPrefix}-name-hint`}>
            {t('fact.add.nameHint', { example: '{passportFee}' })}
          </Form.Text>
        </Form.Group>
        <Form.Group controlId={`${idPrefix}-kind`}>
          <Form.Label>{t('fact.add.kind')}</Form.Label>
          <Form.Select value={kind} onChange={(e) => setKind(e.target.value as AddedFigure)}>
            {ADDED_FIGURES.map((figure) => (
              <option key={figure} value={figure}>
                {t(`figureKind.${figure}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId={`${idPrefix}-source`}>
        <Form.Label>{t('fact.source')}</Form.Label>
        <Form.Control type="url" value={sourceUrl} onChange={(e) => setSourceUrl(e.target.value)} />
      </Form.Group>
      <Button variant="outline-secondary" onClick={add}>
        {t('fact.add.submit')}
      </Button>
    </FieldGroup>
  );
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
  const t = useT(contentGuideMessages);
  const formatDate = useFormatDate();
  const dueId = useId();
  const due = fact.checkBy <= today;
  const set = (change: Partial<GuideFact>) => onChange(withFact(guide, fact.id, change));
  return (
    <FieldGroup title={fact.label} describedBy={due ? dueId : undefined}>
      {due && (
        <p id={dueId} className="text-warning-emphasis fw-semibold">
          {t('fact.overdue', { date: formatDate(fact.checkBy) })}
        </p>
      )}
      {fact.figures.map((name) => {
        const figure = guide.figures[name];
        // A figure the guide lacks has no fields to show: the check on saving names it.
        return (
          figure && (
            <FigureFields
              key={name}
              id={`${id}-${name}`}
              name={name}
              figure={figure}
              onChange={(changed) => onChange(withFigure(guide, name, changed))}
            />
          )
        );
      })}
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
      </Button>{' '}
      <Button
        variant="outline-danger"
        size="sm"
        aria-label={`${t('fact.remove')} (${fact.label})`}
        onClick={() => onChange(withoutFact(guide, fact.id))}
      >
        {t('fact.remove')}
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
  const t = useT(contentGuideMessages);
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
