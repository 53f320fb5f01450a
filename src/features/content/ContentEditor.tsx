import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { ContentItem } from '@/shared/api/content';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { useGetContentQuery } from './contentApi';
import { selectOfflineItems } from './contentSlice';
import { ContentForm, type ContentFormValues } from './ContentForm';
import type { ContentRow } from './contentView';
import { isLocalId } from './contentWrites';
import { contentMessages } from './messages';
import { useContentWrites } from './useContentWrites';
import { ContentHistory } from './history/ContentHistory';
import { WorkflowPanel } from './WorkflowPanel';
import { guideVersionAsText } from './guide/guideEditing';

/** The form's values for a stored item: the address stays as it is unless staff change it. */
export function formValuesOf(
  item: Pick<
    ContentItem,
    'title' | 'slug' | 'summary' | 'category' | 'status' | 'content' | 'firstPublishedAt'
  >,
): ContentFormValues {
  return { ...item, slug: item.firstPublishedAt ? item.slug : '' };
}

/**
 * The edit form of one item, under its review and publishing panel and above its history: it loads the item (its body is not
 * in the list), says so while it loads, and offers Try again when it cannot; offline, the copy this
 * browser kept is used. `initial` replaces the item's own values (a conflict's "edit mine").
 */
export function ContentEditor({
  row,
  initial,
  onDone,
  onCancel,
}: {
  row: Pick<ContentRow, 'id'>;
  initial?: Partial<ContentFormValues>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT(contentMessages);
  const [unsaved, setUnsaved] = useState(false);
  const local = isLocalId(row.id);
  const loaded = useGetContentQuery(row.id, { skip: local });
  const kept = useAppSelector(selectOfflineItems).find((item) => item.id === row.id);
  const item: ContentItem | undefined =
    loaded.data ?? (kept?.content !== undefined ? { ...kept, content: kept.content } : undefined);
  if (local) return <Alert variant="info">{t('edit.notYetSent')}</Alert>;
  if (!item && loaded.isLoading)
    return (
      <p role="status">
        <Spinner as="span" size="sm" animation="border" aria-hidden="true" /> {t('edit.loading')}
      </p>
    );
  if (!item)
    return (
      <Alert variant="danger" className="d-flex flex-wrap gap-2 align-items-center">
        <span>{t('edit.failed')}</span>
        <Button size="sm" variant="outline-dark" onClick={() => void loaded.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  return (
    <>
      {/* Outside the form's key: a step's dialog stays open while the item is fetched again. */}
      <WorkflowPanel item={item} unsaved={unsaved} />
      <EditForm
        key={`${item.id}-${item.revision}`}
        item={item}
        initial={initial}
        onUnsavedChange={setUnsaved}
        onDone={onDone}
        onCancel={onCancel}
      />
      {/* The history is the server's: a copy kept offline has none to show. */}
      {loaded.data && (
        <ContentHistory
          item={loaded.data}
          textOf={loaded.data.kind === 'guide' ? guideVersionAsText : undefined}
        />
      )}
    </>
  );
}

function EditForm({
  item,
  initial,
  onUnsavedChange,
  onDone,
  onCancel,
}: {
  item: ContentItem;
  initial?: Partial<ContentFormValues>;
  /** Whether the form holds what the saved version does not (the workflow's steps wait for a save). */
  onUnsavedChange: (unsaved: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT(contentMessages);
  const write = useContentWrites();
  const [values, setValues] = useState<ContentFormValues>({ ...formValuesOf(item), ...initial });
  const saved = formValuesOf(item);
  const unsaved = (Object.keys(saved) as (keyof ContentFormValues)[]).some(
    (name) => values[name] !== saved[name],
  );
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(saved: ContentFormValues) {
    setBusy(true);
    const outcome = await write((key) => ({
      kind: 'change',
      key,
      id: item.id,
      body: {
        revision: item.revision,
        title: saved.title,
        ...(saved.slug && { slug: saved.slug }),
        summary: saved.summary,
        category: saved.category,
        content: saved.content,
      },
    }));
    setBusy(false);
    if (outcome.kind === 'refused') setErrors(outcome.fields);
    // Saved, waiting for the connection, or a conflict (shown above the list): the form's work is done.
    else onDone();
  }

  return (
    <ContentForm
      idPrefix="content-edit"
      values={values}
      onChange={(change) => setValues((current) => ({ ...current, ...change }))}
      errors={errors}
      publishedSlug={item.firstPublishedAt ? item.slug : undefined}
      submitLabel={t('edit.submit')}
      busy={busy}
      onSubmit={(saved) => void save(saved)}
      onCancel={onCancel}
      focusTitle
      kind={item.kind}
    />
  );
}
