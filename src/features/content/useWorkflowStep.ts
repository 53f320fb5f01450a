import * as v from 'valibot';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ContentItem } from '@/shared/api/content';
import { contentConflictSchema } from '@/shared/api/contentSchema';
import { useTakeStepMutation, type WorkflowRequest } from './contentApi';
import { newWriteKey } from './contentQueue';

/** How a step ended, for the panel or dialog that took it to say. */
export type StepOutcome =
  | { kind: 'done'; item: ContentItem }
  /** No answer: offline, or the server could not be reached. Nothing changed; try again. */
  | { kind: 'unreachable' }
  /** The server failed (5xx): nothing was decided; try again later. */
  | { kind: 'failed' }
  /** 409: the item changed meanwhile (it is fetched again); the server's sentence. */
  | { kind: 'conflict'; message: string }
  /** 403 or 422: not allowed in this state or by this role, or a field is wrong (`fields`). */
  | { kind: 'refused'; message: string; fields: Record<string, string> };

/** The server's answer to a step, sorted into what the person is told. */
export function stepOutcomeOf(error: unknown): Exclude<StepOutcome, { kind: 'done' }> {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError> & { data?: unknown };
  if (typeof status !== 'number') return { kind: 'unreachable' };
  if (status >= 500) return { kind: 'failed' };
  if (status === 409) {
    const conflict = v.safeParse(contentConflictSchema, data);
    return { kind: 'conflict', message: conflict.success ? conflict.output.error : '' };
  }
  const body = (data ?? {}) as { error?: unknown; fields?: unknown };
  const fields =
    body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  return { kind: 'refused', message: typeof body.error === 'string' ? body.error : '', fields };
}

/**
 * Takes a workflow step on `item` (the body carries the revision it was decided on). Each attempt has a fresh idempotency key:
 * a resend after a lost answer then meets the revision check (409), never a second publication.
 */
export function useWorkflowStep(item: Pick<ContentItem, 'id'>) {
  const [takeStep, { isLoading }] = useTakeStepMutation();
  const take = async (step: WorkflowRequest): Promise<StepOutcome> => {
    const result = await takeStep({ ...step, key: newWriteKey(), id: item.id });
    return 'data' in result && result.data
      ? { kind: 'done', item: result.data }
      : stepOutcomeOf(result.error);
  };
  return { take, busy: isLoading };
}

/** What to tell the person when a step did not happen; fields' own messages show beside the fields. */
export function stepProblemText(
  outcome: Exclude<StepOutcome, { kind: 'done' }>,
  t: (key: 'step.needsConnection' | 'step.failed' | 'step.conflict') => string,
): string {
  switch (outcome.kind) {
    case 'unreachable':
      return t('step.needsConnection');
    case 'failed':
      return t('step.failed');
    case 'conflict':
      return outcome.message || t('step.conflict');
    case 'refused':
      return outcome.message;
  }
}
