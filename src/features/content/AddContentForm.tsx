import { useState } from 'react';
import { formDraftCleared, formDrafted, selectFormDraft } from '@/features/formDrafts/formDraftsSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ContentForm, EMPTY_CONTENT_FORM, type ContentFormValues } from './ContentForm';
import { localIdFor } from './contentWrites';
import { contentMessages } from './messages';
import { useContentWrites } from './useContentWrites';

/**
 * Content Management's add form. What is typed is kept in the store (formDraftsSlice), so a 401 and a
 * sign-in again do not lose it; it is cleared only once the item is saved or queued to be sent. The
 * server's field messages show beside their fields. Writers create drafts; editors may publish at once.
 */
export function AddContentForm({ mayPublish }: { mayPublish: boolean }) {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const write = useContentWrites();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const values = {
    ...EMPTY_CONTENT_FORM,
    ...useAppSelector((state) => selectFormDraft<ContentFormValues>(state, 'contentAdd')),
  };

  async function add(added: ContentFormValues) {
    setBusy(true);
    const outcome = await write((key) => ({
      kind: 'create',
      key,
      id: localIdFor(key),
      body: {
        title: added.title,
        ...(added.slug && { slug: added.slug }),
        summary: added.summary,
        category: added.category,
        content: added.content,
        status: mayPublish ? added.status : 'draft',
      },
    }));
    setBusy(false);
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      return;
    }
    setErrors({});
    dispatch(formDraftCleared('contentAdd'));
  }

  return (
    <section className="card card-body mb-4" aria-labelledby="content-add-heading">
      <h3 id="content-add-heading" className="h5">
        {t('add.title')}
      </h3>
      <ContentForm
        idPrefix="content-add"
        values={values}
        onChange={(change) => dispatch(formDrafted({ form: 'contentAdd', values: change }))}
        errors={errors}
        withStatus={mayPublish}
        submitLabel={t('add.submit')}
        busy={busy}
        onSubmit={(added) => void add(added)}
      />
    </section>
  );
}
