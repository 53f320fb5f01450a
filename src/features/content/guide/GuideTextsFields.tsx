import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { GuideContent, GuideContentTab, GuideTranslation } from '@/shared/api/guideContent';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import type { Locale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { itemAt } from '@/shared/lib/itemAt';
import { FieldGroup } from './FieldGroup';
import { roleLabel, sectionTextFields, withText, type TextRole } from './guideEditing';
import {
  ADDED_BLOCKS,
  blockAt,
  partAt,
  sectionAt,
  withBlock,
  withItem,
  withoutSection,
  withoutText,
  withSection,
  type AddedBlock,
} from './guideStructure';
import { contentGuideMessages } from './messages';
import './GuideTextsFields.css';

/**
 * In a translation whose status says text by text (issue 27): which texts' English changed since they
 * were translated, and how to record that one was checked again.
 */
export interface TextChecks {
  record: GuideTranslation;
  outdated: ReadonlySet<string>;
  /** The text whose "Mark this text checked" found no reviewer's name to record. */
  missingName: string | undefined;
  /** Records that the text was checked; false when there is no reviewer's name. */
  onChecked: (key: string) => boolean;
}

/**
 * Where the browser cannot size a text box to its text (`.guide-text-box`): tall enough for the longer of
 * the text and the English beside it at a phone's width, about 40 characters a line, 2 to 8 lines.
 */
const textRows = (english: string, value: string) =>
  Math.min(8, Math.max(2, Math.ceil(Math.max(english.length, value.length) / 40)));

/**
 * One text of the guide in `language`, labelled with what it is; a translation shows its English, and
 * (with `checks`) whether that English changed since it was translated, with a way to record it checked.
 */
export function TextField({
  id,
  label,
  guide,
  textKey,
  language,
  onChange,
  checks,
  long = true,
}: {
  id: string;
  label: string;
  guide: GuideContent;
  textKey: string;
  language: Locale;
  onChange: (guide: GuideContent) => void;
  checks?: TextChecks;
  long?: boolean;
}) {
  const t = useT(contentGuideMessages);
  const formatDate = useFormatDate();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const english = guide.texts.en[textKey] ?? '';
  const value = guide.texts[language]?.[textKey] ?? '';
  const outdated = checks?.outdated.has(textKey) ?? false;
  const rechecked = outdated ? undefined : checks?.record.rechecked?.[textKey];
  const missing = outdated && checks?.missingName === textKey;
  const describedBy =
    language === 'en' ? undefined : [`${id}-english`, ...(outdated ? [`${id}-outdated`] : [])].join(' ');
  return (
    <Form.Group className={outdated ? 'mb-3 guide-text-outdated' : 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(long ? { as: 'textarea' as const, rows: textRows(english, value) } : {})}
        ref={field}
        lang={language}
        value={value}
        required={language === 'en'}
        className={long ? 'guide-text-box' : undefined}
        onChange={(e) => onChange(withText(guide, language, textKey, e.target.value))}
        aria-describedby={describedBy}
      />
      {language !== 'en' && (
        <Form.Text id={`${id}-english`} className="d-block" lang="en">
          {t('text.english', { text: english })} {value === '' && t('text.fallsBack')}
        </Form.Text>
      )}
      {checks && outdated && (
        <div className="mt-1">
          <p id={`${id}-outdated`} className="small fw-bold text-warning-emphasis mb-1">
            {t(checks.record.strings?.[textKey] === undefined ? 'text.new' : 'text.outdated')}
          </p>
          {/* Named with its field, since every flagged text has one; the name starts with the words it shows. */}
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`${t('text.markChecked')} (${label})`}
            aria-describedby={missing ? `${id}-name-missing` : undefined}
            onClick={() => {
              // The button goes once the text is checked: the focus goes back to the text.
              if (checks.onChecked(textKey)) field.current?.focus();
            }}
          >
            {t('text.markChecked')}
          </Button>
          {missing && (
            <p id={`${id}-name-missing`} className="small text-danger mb-0 mt-1">
              {t('text.reviewerMissing')}
            </p>
          )}
        </div>
      )}
      {rechecked && (
        <Form.Text className="d-block">
          {t('text.rechecked', { reviewer: rechecked.reviewer, date: formatDate(rechecked.checkedOn) })}
        </Form.Text>
      )}
    </Form.Group>
  );
}

/**
 * The texts of one part (tab) of a guide in `language`, section by section. In English the structure
 * changes here too: a section, a block or a list item is added or removed, and the new field takes the
 * focus; the other languages fill what English has.
 */
export function TabTextsFields({
  idPrefix,
  guide,
  tabIndex,
  language,
  onChange,
  checks,
}: {
  idPrefix: string;
  guide: GuideContent;
  tabIndex: number;
  language: Locale;
  onChange: (guide: GuideContent) => void;
  checks?: TextChecks;
}) {
  const t = useT(contentGuideMessages);
  // An object, so focusing the same field twice in a row still runs the effect.
  const [focus, setFocus] = useState<{ key: string }>();
  const fieldId = (key: string) => `${idPrefix}-text-${key}`;
  // The field a change added takes the focus; after a removal, the section's heading (or the tab's
  // name, when the section went) does, rather than the page's top.
  useEffect(() => {
    if (focus) document.getElementById(fieldId(focus.key))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when something was added or removed
  }, [focus]);
  const tab = guide.tabs[tabIndex];
  if (!tab) return null;
  const structural = language === 'en';
  const change = (next: GuideContent, focusKey: string) => {
    onChange(next);
    setFocus({ key: focusKey });
  };
  const lastKey = (next: GuideContent, section: number) =>
    last(sectionTextFields(sectionAt(next, tabIndex, section))).key;

  return (
    <>
      <TextField
        id={fieldId(tab.label)}
        label={t('text.tabLabel')}
        guide={guide}
        textKey={tab.label}
        language={language}
        onChange={onChange}
        checks={checks}
        long={false}
      />
      {tab.sections.map((section, sectionIndex) => {
        const fields = sectionTextFields(section);
        const n = sectionIndex + 1;
        return (
          <FieldGroup
            key={section.heading}
            title={t('section.title', { n, heading: guide.texts.en[section.heading] ?? '' })}
          >
            {fields.map((field, i) => {
              const label = roleLabel(t, field.what);
              const { block: blockIndex } = field;
              const block = blockIndex === undefined ? undefined : section.blocks[blockIndex];
              const lastOfBlock = blockIndex !== undefined && fields[i + 1]?.block !== blockIndex;
              return (
                <div key={field.key}>
                  <TextField
                    id={fieldId(field.key)}
                    label={label}
                    guide={guide}
                    textKey={field.key}
                    language={language}
                    onChange={onChange}
                    checks={checks}
                    long={field.what.role !== 'heading'}
                  />
                  {structural && blockIndex !== undefined && (
                    <div className="d-flex flex-wrap gap-2 mb-3">
                      {removable(section, blockIndex, field.what.role) && (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() =>
                            change(
                              withoutText(guide, tabIndex, sectionIndex, blockIndex, field.key),
                              section.heading,
                            )
                          }
                        >
                          {t('structure.remove', { what: label })}
                        </Button>
                      )}
                      {lastOfBlock && (block?.kind === 'list' || block?.kind === 'steps') && (
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          onClick={() => {
                            const next = withItem(guide, tabIndex, sectionIndex, blockIndex);
                            change(next, itemAdded(next, tabIndex, sectionIndex, blockIndex));
                          }}
                        >
                          {t(block.kind === 'list' ? 'structure.addItem' : 'structure.addStep')}
                        </Button>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
            {structural && (
              <SectionControls
                idPrefix={`${idPrefix}-${tab.id}-${sectionIndex}`}
                n={n}
                mayRemove={tab.sections.length > 1}
                onAdd={(kind) => {
                  const next = withBlock(guide, tabIndex, sectionIndex, kind);
                  change(next, lastKey(next, sectionIndex));
                }}
                onRemove={() => change(withoutSection(guide, tabIndex, sectionIndex), tab.label)}
              />
            )}
          </FieldGroup>
        );
      })}
      {structural && (
        <Button
          variant="outline-secondary"
          className="mb-3"
          onClick={() => {
            const next = withSection(guide, tabIndex);
            change(next, last(partAt(next, tabIndex).sections).heading);
          }}
        >
          {t('structure.addSection')}
        </Button>
      )}
    </>
  );
}

/** The key of the item just added at the end of a list or steps block. */
function itemAdded(guide: GuideContent, tab: number, section: number, block: number): string {
  const added = blockAt(guide, tab, section, block);
  return added.kind === 'list' || added.kind === 'steps' ? last(added.items) : '';
}

/**
 * Whether the text's item can go: a term or question takes its detail or answer with it (so only the
 * first of the pair offers it), and a section's last remaining text under its heading stays.
 */
function removable(
  section: GuideContentTab['sections'][number],
  block: number,
  role: TextRole['role'],
): boolean {
  if (role === 'detail' || role === 'answer') return false;
  const chosen = itemAt(section.blocks, block);
  const itemCount = 'items' in chosen ? chosen.items.length : 1;
  return section.blocks.length > 1 || itemCount > 1;
}

function SectionControls({
  idPrefix,
  n,
  mayRemove,
  onAdd,
  onRemove,
}: {
  idPrefix: string;
  n: number;
  mayRemove: boolean;
  onAdd: (kind: AddedBlock) => void;
  onRemove: () => void;
}) {
  const t = useT(contentGuideMessages);
  const [kind, setKind] = useState<AddedBlock>('paragraph');
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <Form.Group controlId={`${idPrefix}-add`}>
        <Form.Label>{t('structure.addLabel', { n })}</Form.Label>
        <Form.Select value={kind} onChange={(e) => setKind(e.target.value as AddedBlock)}>
          {ADDED_BLOCKS.map((block) => (
            <option key={block} value={block}>
              {t(`block.${block}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button variant="outline-secondary" onClick={() => onAdd(kind)}>
        {t('structure.addBlock')}
      </Button>
      {mayRemove && (
        <Button variant="outline-danger" onClick={onRemove}>
          {t('structure.removeSection', { n })}
        </Button>
      )}
    </div>
  );
}

/** The last of a list that is never empty. (`at(-1)` is missing in the older browsers we support.) */
const last = <T,>(items: readonly T[]): T => itemAt(items, items.length - 1);
