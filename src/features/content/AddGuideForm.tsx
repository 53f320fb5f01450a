import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formDraftCleared, formDrafted, selectFormDraft } from '@/features/formDrafts/formDraftsSlice';
import { useT } from '@/shared/i18n/useT';
import { lagosDay } from '@/shared/lib/lagosTime';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ContentForm, EMPTY_CONTENT_FORM, type ContentFormValues } from './ContentForm';
import { localIdFor } from './contentWrites';
import { contentMessages } from './messages';
import { useContentWrites } from './useContentWrites';
import { contentGuideMessages } from './guide/messages';
import { newGuideContent, type GuideStartChoice } from './guide/newGuide';

/**
 * Starting a guide to a document of the catalogue (the passport, the BVN…) without a developer: it
 * starts from what the catalogue says of it (newGuide.ts), then is written in the guide editor and saved
 * as a draft, which a second editor reviews before it is published. Kept in the store like the article
 * form's draft (its own, so neither overwrites the other), across a 401 and a sign-in again.
 */
export function AddGuideForm({
  starts,
  now = () => new Date(),
}: {
  /** The documents a guide can be started for. */
  starts: GuideStartChoice[];
  now?: () => Date;
}) {
  const t = useT(contentGuideMessages);
  const content = useT(contentMessages);
  const dispatch = useAppDispatch();
  const write = useContentWrites();
  const headingId = useId();
  const [slug, setSlug] = useState(starts[0]?.slug ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const draft = useAppSelector((state) => selectFormDraft<ContentFormValues>(state, 'guideAdd'));

  async function start() {
    const choice = starts.find((start) => start.slug === slug);
    if (!choice || busy) return;
    setBusy(true);
    const started = await choice.start();
    setBusy(false);
    dispatch(
      formDrafted({
        form: 'guideAdd',
        values: {
          title: started.title.en,
          slug: choice.slug,
          summary: started.description.en,
          category: 'documents',
          status: 'draft',
          content: JSON.stringify(newGuideContent(started, lagosDay(now()))),
        },
      }),
    );
  }

  async function add(added: ContentFormValues) {
    setBusy(true);
    const outcome = await write((key) => ({
      kind: 'create',
      key,
      id: localIdFor(key),
      body: {
        kind: 'guide',
        title: added.title,
        ...(added.slug && { slug: added.slug }),
        summary: added.summary,
        category: added.category,
        content: added.content,
        status: 'draft',
      },
    }));
    setBusy(false);
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      return;
    }
    setErrors({});
    dispatch(formDraftCleared('guideAdd'));
  }

  return (
    <section className="card card-body mb-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">
        {t('start.title')}
      </h3>
      {draft?.content === undefined ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <p id={`${headingId}-hint`}>{t('start.hint')}</p>
          <div className="d-flex flex-wrap align-items-end gap-2">
            <Form.Group controlId="guide-add-document">
              <Form.Label>{t('start.document')}</Form.Label>
              <Form.Select
                value={slug}
                onChange={(e) => setSlug(e.target.value)}
                aria-describedby={`${headingId}-hint`}
              >
                {starts.map((start) => (
                  <option key={start.slug} value={start.slug}>
                    {start.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button type="submit" aria-disabled={busy}>
              {t('start.submit')}
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <ContentForm
            idPrefix="guide-add"
            kind="guide"
            values={{ ...EMPTY_CONTENT_FORM, ...draft }}
            onChange={(change) => dispatch(formDrafted({ form: 'guideAdd', values: change }))}
            errors={errors}
            submitLabel={content('add.submit')}
            busy={busy}
            onSubmit={(added) => void add(added)}
            now={now}
          />
          <Button
            variant="outline-danger"
            className="align-self-start mt-3"
            onClick={() => {
              setErrors({});
              dispatch(formDraftCleared('guideAdd'));
            }}
          >
            {t('start.discard')}
          </Button>
        </>
      )}
    </section>
  );
}
