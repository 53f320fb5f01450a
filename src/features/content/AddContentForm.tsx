import { formDraftCleared, formDrafted, selectFormDraft } from '@/features/formDrafts/formDraftsSlice';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { itemAdded } from './contentSlice';
import { ContentForm, EMPTY_CONTENT_FORM, type ContentFormValues } from './ContentForm';
import { contentMessages } from './messages';

/**
 * Content Management's add form. What is typed is kept in the store (formDraftsSlice), so a 401 and a
 * sign-in again do not lose it; it is read here, not in the tab, so a keystroke redraws the form alone
 * and not a list of thousands of items.
 */
export function AddContentForm() {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const author = useAppSelector(selectSessionUser)?.name ?? '';
  const values = {
    ...EMPTY_CONTENT_FORM,
    ...useAppSelector((state) => selectFormDraft<ContentFormValues>(state, 'contentAdd')),
  };

  function add(added: ContentFormValues) {
    dispatch(itemAdded({ ...added, author }));
    dispatch(formDraftCleared('contentAdd'));
  }

  return (
    <section className="card card-body mb-4 admin-narrow" aria-labelledby="content-add-heading">
      <h3 id="content-add-heading" className="h5">
        {t('add.title')}
      </h3>
      <ContentForm
        idPrefix="content-add"
        values={values}
        onChange={(change) => dispatch(formDrafted({ form: 'contentAdd', values: change }))}
        withStatus
        submitLabel={t('add.submit')}
        onSubmit={add}
      />
    </section>
  );
}
