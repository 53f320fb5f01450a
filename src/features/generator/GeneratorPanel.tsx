import { machineInspector } from '@/app/machineInspector';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useMachine } from '@xstate/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { itemAdded } from '@/features/content/contentSlice';
import { CONTENT_CATEGORIES, type ContentCategory } from '@/features/content/contentTypes';
import { useT } from '@/features/i18n/useT';
import { navMessages } from '@/features/navigation/messages';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { toastShown, type Toast } from '@/features/toasts/toastsSlice';
import { generatorMachine } from '@/machines/generator.machine';
import { GENERATE_BUTTON_ID, GeneratorPreview, TOPIC_FIELD_ID } from './GeneratorPreview';
import { generatorMessages } from './messages';
import { parseSeed, randomSeed } from './seededRandom';

type GeneratorMessageKey = keyof (typeof generatorMessages)['en'];

// Rendering must not draw random numbers, so the machine starts from this and is re-seeded on mount.
const PLACEHOLDER_SEED = 1;

/**
 * The AI Content Generator tab (SPEC §2, §4, §5, §8). The machine holds the flow; this component
 * supplies its effects: the toasts and saving the published item.
 */
export function GeneratorPanel() {
  const t = useT(generatorMessages);
  const nav = useT(navMessages);
  const dispatch = useAppDispatch();
  const author = useAppSelector(selectSessionUser)?.name ?? '';
  const [topic, setTopic] = useState('');
  const [category, setCategory] = useState<ContentCategory>('documents');
  // What is typed in the Seed field while it differs from the machine's seed; null shows the machine's.
  const [seedText, setSeedText] = useState<string | null>(null);
  const topicField = useRef<HTMLInputElement>(null);
  const seedField = useRef<HTMLInputElement>(null);

  function notify(title: GeneratorMessageKey, message: GeneratorMessageKey, variant: Toast['variant']) {
    dispatch(toastShown({ title: t(title), message: t(message), variant }));
  }

  const [snapshot, send, actorRef] = useMachine(
    generatorMachine.provide({
      actions: {
        reportEmptyTopic: () => notify('toast.errorTitle', 'toast.emptyTopic', 'danger'),
        reportGenerated: () => notify('toast.generatedTitle', 'toast.generated', 'success'),
        reportFailed: (_, { error }) => {
          console.error('[generator]', error);
          notify('toast.failedTitle', 'toast.failed', 'danger');
        },
        publish: (_, { draft }) => {
          const content = draft.paragraphs.join('\n\n');
          dispatch(
            itemAdded({ title: draft.title, category: draft.category, content, author, status: 'published' }),
          );
          notify('toast.publishedTitle', 'toast.published', 'success');
        },
      },
    }),
    { input: { seed: PLACEHOLDER_SEED }, inspect: machineInspector },
  );

  useEffect(() => {
    actorRef.send({ type: 'SEED_CHANGED', seed: randomSeed() });
  }, [actorRef]);

  const generating = snapshot.matches('generating');
  const { draft, request } = snapshot.context;
  const seedInvalid = seedText !== null && seedText.trim() !== '' && parseSeed(seedText) === undefined;

  function requestGeneration() {
    if (seedInvalid) {
      seedField.current?.focus();
      return;
    }
    send({ type: 'GENERATE', topic, category });
    setSeedText(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
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

  function changeSeed(text: string) {
    setSeedText(text);
    const seed = parseSeed(text);
    if (seed !== undefined) send({ type: 'SEED_CHANGED', seed });
  }

  function leaveAndRefocus(event: 'PUBLISH' | 'DISCARD') {
    send({ type: event });
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
                onChange={(e) => setTopic(e.target.value)}
                onKeyDown={onTopicKeyDown}
                aria-describedby="generator-topic-hint"
                autoComplete="off"
              />
              <Form.Text id="generator-topic-hint">{t('field.topicHint')}</Form.Text>
            </Form.Group>
            <Form.Group className="mb-3" controlId="generator-category">
              <Form.Label>{t('field.category')}</Form.Label>
              <Form.Select value={category} onChange={(e) => setCategory(e.target.value as ContentCategory)}>
                {CONTENT_CATEGORIES.map((option) => (
                  <option key={option} value={option}>
                    {nav(`cat.${option}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3" controlId="generator-seed">
              <Form.Label>{t('field.seed')}</Form.Label>
              <Form.Control
                ref={seedField}
                inputMode="numeric"
                value={seedText ?? String(snapshot.context.seed)}
                onChange={(e) => changeSeed(e.target.value)}
                onBlur={() => !seedInvalid && setSeedText(null)}
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
          {snapshot.matches('preview') && draft ? (
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
