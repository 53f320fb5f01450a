import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TesterPanel } from '@/app/tester/TesterPanel';
import { buildDraft } from '@/features/generator/draftTemplates';
import type { DraftRequest, GeneratedDraft } from '@/machines/generatorTypes';
import { generatorMachine } from '@/machines/generator.machine';
import { loginMachine, type LoginAttempt, type SignInOutcome } from '@/machines/login.machine';
import { newsletterMachine, type SubscribeInput } from '@/machines/newsletter.machine';
import { machineOptions } from '@/shared/machine/machineInspector';

const running: { stop(): void }[] = [];
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
});

function start<T extends { start(): T; stop(): void }>(actor: T): T {
  running.push(actor);
  return actor.start();
}

const card = (id: string) => screen.getByRole('region', { name: id });

describe('TesterPanel', () => {
  it('is a labelled landmark that says when no machine runs', () => {
    render(<TesterPanel stately={null} inspectorRequested={false} />);
    const panel = screen.getByRole('complementary', { name: 'Tester panel' });
    expect(within(panel).getByText('No machine is running on this page yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Stately/ })).toBeNull();
  });

  it('steps the newsletter: its events as buttons, its pending delay fired now', async () => {
    const user = userEvent.setup();
    const actor = start(
      createActor(
        newsletterMachine.provide({
          actors: { subscribe: fromPromise<unknown, SubscribeInput>(async () => undefined) },
        }),
        machineOptions(),
      ),
    );
    render(<TesterPanel stately={null} inspectorRequested={false} />);
    expect(await within(card('newsletter')).findByText('form')).toBeInTheDocument();
    // The e-mail is typed on the page: listed, no button.
    expect(within(card('newsletter')).getByText('EMAIL_CHANGED')).toBeInTheDocument();
    expect(within(card('newsletter')).queryByRole('button', { name: 'Send EMAIL_CHANGED' })).toBeNull();

    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example.com' });
    await user.click(within(card('newsletter')).getByRole('button', { name: 'Send SUBMITTED' }));
    expect(await within(card('newsletter')).findByText('thanks')).toBeInTheDocument();
    expect(within(card('newsletter')).getByText(/: 5 s, due at/)).toBeInTheDocument();

    await user.click(within(card('newsletter')).getByRole('button', { name: 'Fire now: THANKS_RESET' }));
    expect(await within(card('newsletter')).findByText('form')).toBeInTheDocument();
    expect(actor.getSnapshot().context.email).toBe('');
    expect(within(card('newsletter')).getByText('None.')).toBeInTheDocument();
  });

  it('lists the login without a button for SUBMITTED (it carries the password) and fires its redirect', async () => {
    const user = userEvent.setup();
    const actor = start(
      createActor(
        loginMachine.provide({
          actors: {
            signIn: fromPromise<SignInOutcome, LoginAttempt>(async () => ({
              kind: 'signedIn' as const,
              session: {
                user: { id: 'x', email: 'a@b.ng', name: 'A', role: 'admin' as const },
                csrfToken: 'token',
                expiresAt: '2099-01-01T00:00:00.000Z',
              },
            })),
          },
        }),
        machineOptions(),
      ),
    );
    render(<TesterPanel stately={null} inspectorRequested={false} />);
    expect(await within(card('login')).findByText('idle')).toBeInTheDocument();
    expect(within(card('login')).queryByRole('button', { name: 'Send SUBMITTED' })).toBeNull();
    actor.send({ type: 'SUBMITTED', email: 'a@b.ng', password: 'secret-pass' });
    expect(await within(card('login')).findByText('redirect')).toBeInTheDocument();
    expect(screen.queryByText(/secret-pass/)).toBeNull();
    await user.click(within(card('login')).getByRole('button', { name: 'Fire now: LOGIN_REDIRECT' }));
    expect(actor.getSnapshot().value).toBe('loggedIn');
  });

  it('shows the generator run seed and replays the run from it', async () => {
    const user = userEvent.setup();
    const composed: DraftRequest[] = [];
    const actor = start(
      createActor(
        generatorMachine.provide({
          actors: {
            composeDraft: fromPromise<GeneratedDraft, DraftRequest>(async ({ input }) => {
              composed.push(input);
              return buildDraft(input);
            }),
          },
        }),
        { input: { seed: 777 }, ...machineOptions() },
      ),
    );
    render(<TesterPanel stately={null} inspectorRequested={false} />);
    actor.send({ type: 'GENERATE', topic: 'Voter card', category: 'documents' });
    expect(await within(card('generator')).findByText('generating.waiting')).toBeInTheDocument();
    expect(within(card('generator')).getByTestId('tester-run-seed')).toHaveTextContent('777');
    const replay = within(card('generator')).getByRole('button', { name: 'Replay run with seed 777' });
    expect(replay).toBeDisabled(); // not while generating

    await user.click(within(card('generator')).getByRole('button', { name: 'Fire now: GENERATION_DELAY' }));
    expect(await within(card('generator')).findByText('preview')).toBeInTheDocument();
    await user.click(within(card('generator')).getByRole('button', { name: 'Send DISCARD' }));
    expect(await within(card('generator')).findByText('idle')).toBeInTheDocument();

    await user.click(within(card('generator')).getByRole('button', { name: 'Replay run with seed 777' }));
    await user.click(within(card('generator')).getByRole('button', { name: 'Fire now: GENERATION_DELAY' }));
    expect(await within(card('generator')).findByText('preview')).toBeInTheDocument();
    expect(composed).toEqual([
      { topic: 'Voter card', category: 'documents', seed: 777 },
      { topic: 'Voter card', category: 'documents', seed: 777 },
    ]);
    expect(actor.getSnapshot().context.draft).toEqual(buildDraft(composed[0]!));
  });

  it('opens the Stately inspector only when its button is pressed', async () => {
    const user = userEvent.setup();
    const stately = { open: vi.fn() };
    const { rerender } = render(<TesterPanel stately={null} inspectorRequested />);
    expect(screen.getByRole('button', { name: 'Open the Stately inspector' })).toBeDisabled();
    rerender(<TesterPanel stately={stately} inspectorRequested />);
    expect(stately.open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open the Stately inspector' }));
    expect(stately.open).toHaveBeenCalledTimes(1);
  });

  it('hides and shows its body', async () => {
    const user = userEvent.setup();
    render(<TesterPanel stately={null} inspectorRequested={false} />);
    const toggle = screen.getByRole('button', { name: 'Hide tester panel' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No machine is running on this page yet.')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show tester panel' }));
    expect(screen.getByText('No machine is running on this page yet.')).toBeVisible();
  });
});
