import { useEffect, useRef, type SubmitEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { formDrafted, selectFormDraft } from '@/features/formDrafts/formDraftsSlice';
import { toastShown } from '@/features/toasts/toastsSlice';
import { isSeedTextInvalid, type GeneratorEvent } from '@/machines/generator.machine';
import { useT } from '@/shared/i18n/useT';
import { MAX_LENGTH } from '@/shared/lib/text';
import { LazyActorStore } from '@/shared/machine/lazyActorStore';
import { useLazyActor } from '@/shared/hooks/useLazyActor';
import { randomSeed } from '@/shared/lib/seededRandom';
import { CONTENT_CATEGORIES, type ContentCategory } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { draftPublished } from './draftPublishing';
import { buildDraft as buildDraftFromTemplates } from './draftTemplates';
import { startGenerator, type BuildDraft, type GeneratorView } from './generatorSession';
import { GENERATE_BUTTON_ID, GeneratorPreview, TOPIC_FIELD_ID } from './GeneratorPreview';
import { generatorMessages } from './messages';
import './generator.css';

// Rendering must not draw random numbers: the Seed field shows this until the machine starts (on mount)
// with a seed drawn then.
const PLACEHOLDER_SEED = 1;
const SEED_FIELD_ID = 'generator-seed';

/** The request before anything is typed. */
const EMPTY_REQUEST: { topic: string; category: ContentCategory } = { topic: '', category: 'documents' };

const NOT_STARTED: GeneratorView = {
  generating: false,
  previewing: false,
  seedText: String(PLACEHOLDER_SEED),
  request: null,
  draft: null,
};

/**
 * The AI Content Generator tab (SPEC §2, §4, §5, §8). The machine holds the flow and the Seed field;
 * the topic and category are kept in the store (formDraftsSlice), so a 401 and a sign-in again do not
 * lose them. This component supplies the machine's effects: the template builder, the toasts, focus,
 * and `draftPublished` (the store turns it into a content item). `buildDraft` and `drawSeed` (the first
 * seed, drawn when the machine starts) are the real ones unless a test gives its own.
 */
export function GeneratorPanel({
  buildDraft = buildDraftFromTemplates,
  drawSeed = randomSeed,
}: {
  buildDraft?: BuildDraft;
  drawSeed?: () => number;
}) {
  const t = useT(generatorMessages);
  const site = useT(siteMessages);
  const dispatch = useAppDispatch();
  const { topic, category } = {
    ...EMPTY_REQUEST,
    ...useAppSelector((state) => selectFormDraft<typeof EMPTY_REQUEST>(state, 'generator')),
  };
  const draftRequest = (change: Partial<typeof EMPTY_REQUEST>) =>
    dispatch(formDrafted({ form: 'generator', values: change }));
  const topicField = useRef<HTMLInputElement>(null);

  // The machine's code is in this chunk already: the store starts it as soon as the tab is mounted.
  const [{ generating, previewing, draft, request, seedText }, store] = useLazyActor(
    () =>
      new LazyActorStore<GeneratorView, GeneratorEvent>(
        () =>
          Promise.resolve(() =>
            startGenerator({
              seed: drawSeed(),
              buildDraft,
              // By id, not a ref: the store is made during render, where refs must not be read.
              reportInvalidSeed: () => document.getElementById(SEED_FIELD_ID)?.focus(),
              reportEmptyTopic: () =>
                dispatch(
                  toastShown({
                    variant: 'danger',
                    title: 'generator.errorTitle',
                    body: 'generator.emptyTopic',
                  }),
                ),
              reportGenerated: () =>
                dispatch(
                  toastShown({
                    variant: 'success',
                    title: 'generator.generatedTitle',
                    body: 'generator.generated',
                  }),
                ),
              reportFailed: (error) => {
                console.error('[generator]', error);
                dispatch(
                  toastShown({ variant: 'danger', title: 'generator.failedTitle', body: 'generator.failed' }),
                );
              },
              publish: (draft) => dispatch(draftPublished(draft)),
            }),
          ),
        NOT_STARTED,
      ),
  );
  useEffect(() => store.prepare(), [store]);

  const seedInvalid = isSeedTextInvalid(seedText);

  function requestGeneration() {
    store.send({ type: 'GENERATE', topic, category });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    requestGeneration();
  }

  // Enter in the topic asks for a draft even while Generate is disabled (empty topic), so the spec's
  // "Please enter a topic" is reachable from the keyboard.
  function onTopicKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    requestGeneration();
  }

  function leaveAndRefocus(event: 'PUBLISH' | 'DISCARD') {
    store.send({ type: event });
    // The preview's buttons disappear; the topic is where the next draft starts.
    topicField.current?.focus();
  }

  const status = generating
    ? t('status.generating', { topic: request?.topic ?? '' })
    : draft
      ? t('status.ready', { title: draft.title })
      : '';

  return (
    <section aria-labelledby="admin-generator-title">
      <h2 id="admin-generator-title" className="h3">
        {t('generator.title')}
      </h2>
      <p className="text-body-secondary guide-text">{t('generator.intro')}</p>
      <div className="generator-layout">
        <div className="generator-request">
          <Form noValidate onSubmit={onSubmit} className="card card-body">
            <Form.Group className="mb-3" controlId={TOPIC_FIELD_ID}>
              <Form.Label>{t('field.topic')}</Form.Label>
              <Form.Control
                ref={topicField}
                value={topic}
                onChange={(e) => draftRequest({ topic: e.target.value })}
                onKeyDown={onTopicKeyDown}
                aria-describedby="generator-topic-hint"
                autoComplete="off"
                maxLength={MAX_LENGTH.title}
              />
              <Form.Text id="generator-topic-hint">{t('field.topicHint')}</Form.Text>
            </Form.Group>
            <Form.Group className="mb-3" controlId="generator-category">
              <Form.Label>{t('field.category')}</Form.Label>
              <Form.Select
                value={category}
                onChange={(e) => draftRequest({ category: e.target.value as ContentCategory })}
              >
                {CONTENT_CATEGORIES.map((option) => (
                  <option key={option} value={option}>
                    {site(`cat.${option}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId={SEED_FIELD_ID}>
              <Form.Label>{t('field.seed')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                maxLength={MAX_LENGTH.seed}
                value={seedText}
                onChange={(e) => store.send({ type: 'SEED_CHANGED', text: e.target.value })}
                onBlur={() => store.send({ type: 'SEED_FIELD_LEFT' })}
                disabled={generating}
                isInvalid={seedInvalid}
                aria-invalid={seedInvalid || undefined}
                aria-describedby={
                  seedInvalid ? 'generator-seed-error generator-seed-hint' : 'generator-seed-hint'
                }
                autoComplete="off"
              />
              {seedInvalid && (
                <Form.Control.Feedback type="invalid" id="generator-seed-error">
                  {t('field.seedInvalid')}
                </Form.Control.Feedback>
              )}
              <Form.Text id="generator-seed-hint">{t('field.seedHint')}</Form.Text>
            </Form.Group>
            <div>
              <Button id={GENERATE_BUTTON_ID} type="submit" disabled={topic === '' || generating}>
                {generating && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                {t(generating ? 'generating' : 'generate')}
              </Button>
            </div>
            <p role="status" className="small text-body-secondary mt-3 mb-0">
              {status}
            </p>
          </Form>
        </div>
        <div className="generator-result">
          {previewing && draft ? (
            <GeneratorPreview
              draft={draft}
              onPublish={() => leaveAndRefocus('PUBLISH')}
              onDiscard={() => leaveAndRefocus('DISCARD')}
            />
          ) : (
            <div className="card card-body text-body-secondary generator-placeholder">
              {t('preview.empty')}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
