import { act, screen, waitFor } from '@testing-library/react';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '@/features/newsletter/NewsletterSignup';
import { newsletterEmailError } from '@/shared/api/newsletter';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { byTransition, namedPaths } from '../../utils/testPaths';
import { spyOnConsole } from '../../utils/consoleSpy';

/*
 * Model-based, on the real screen. The model is what a visitor can do to the sign-up (type an address,
 * empty the field, submit, wait) and what they must then see; createTestModel refuses machines with
 * `after`, so the 5 s are an ordinary event here. The shortest paths (keyed by state, what the form
 * holds and the step that led there) take every transition of the newsletter machine — EMAIL_CHANGED,
 * SUBMITTED accepted and refused (both errors), THANKS_RESET — and each path is replayed with userEvent
 * on NewsletterSignup, its real machine fetched as the app fetches it, on fake timers.
 */

const VALID = 'ada@example.com';
const MALFORMED = 'ada@example';
const THANKS_MS = 5000; // SPEC §9, written out: not the machine's constant

type ScreenEvent =
  | { type: 'TYPED'; email: string }
  | { type: 'FIELD_EMPTIED' }
  | { type: 'SUBMITTED' }
  | { type: 'THANKS_TIME_PASSED' };

const model = setup({
  types: {
    context: {} as { email: string; error: 'required' | 'format' | null },
    events: {} as ScreenEvent,
  },
}).createMachine({
  id: 'signupScreen',
  initial: 'form',
  context: { email: '', error: null },
  states: {
    form: {
      on: {
        // An error stays until the next submission: typing does not clear it.
        TYPED: { actions: assign(({ event }) => ({ email: event.email })) },
        FIELD_EMPTIED: { actions: assign({ email: '' }) },
        SUBMITTED: [
          {
            guard: ({ context }) => newsletterEmailError(context.email) === null,
            target: 'thanks',
            actions: assign({ error: null }),
          },
          {
            actions: assign(({ context }) => ({
              error: context.email.trim() === '' ? ('required' as const) : ('format' as const),
            })),
          },
        ],
      },
    },
    // While the thank-you shows there is no form: nothing to type into or submit.
    thanks: {
      on: { THANKS_TIME_PASSED: { target: 'form', actions: assign({ email: '', error: null }) } },
    },
  },
});
type ModelSnapshot = SnapshotFrom<typeof model>;

const where = (snapshot: ModelSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.email, snapshot.context.error]);
const paths = createTestModel(model, {
  events: [
    { type: 'TYPED', email: VALID },
    { type: 'TYPED', email: MALFORMED },
    { type: 'FIELD_EMPTIED' },
    { type: 'SUBMITTED' },
    { type: 'THANKS_TIME_PASSED' },
  ],
  serializeState: byTransition(where),
}).getShortestPaths();

const ERRORS = {
  required: 'Enter your e-mail address',
  format: 'Enter an e-mail address in the correct format, like name@example.com',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NewsletterSignup, model-based', () => {
  it('reaches both states, both errors and the thank-you again after a reset', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => where(step.state))));
    expect(reached).toContain(JSON.stringify(['thanks', VALID, null]));
    expect(reached).toContain(JSON.stringify(['form', '', 'required']));
    expect(reached).toContain(JSON.stringify(['form', MALFORMED, 'format']));
    expect(reached).toContain(JSON.stringify(['form', VALID, 'format']));
    expect(
      paths.some((path) => path.steps.filter((step) => step.event.type === 'THANKS_TIME_PASSED').length),
    ).toBe(true);
  });

  const name = (event: ScreenEvent) => (event.type === 'TYPED' ? `TYPED(${event.email})` : event.type);

  it.each(namedPaths(paths, name))('replays on the screen: %s', async (_name, path) => {
    // A visitor's address is theirs: nothing the screen does writes to the console.
    const writtenAbout = spyOnConsole();
    const { user } = renderWithProviders(<NewsletterSignup />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const field = () => screen.getByRole('textbox', { name: 'E-mail address' });

    // A path's states carry whatever context first reached their key (the log of an earlier path, say),
    // so what the screen must show comes from the model replaying the same events; its state must still
    // be the path's.
    const expected = createActor(model).start();
    const now = (pathState: ModelSnapshot) => {
      expect(expected.getSnapshot().value).toEqual(pathState.value);
      return expected.getSnapshot();
    };
    const step =
      (exec: (event: ScreenEvent) => unknown) =>
      async ({ event }: { event: { type: string } }) => {
        expected.send(event as ScreenEvent);
        await exec(event as ScreenEvent);
      };

    const expectForm = async (pathState: ModelSnapshot) => {
      const { context } = now(pathState);
      // The machine may still be on its way (it is fetched on first use): the screen must get there.
      await waitFor(() => {
        expect(field()).toHaveValue(context.email);
        expect(screen.queryByText('Thank you for your interest!')).toBeNull();
        for (const [error, message] of Object.entries(ERRORS)) {
          if (context.error === error) expect(screen.getByText(message)).toBeInTheDocument();
          else expect(screen.queryByText(message)).toBeNull();
        }
        if (context.error) expect(field()).toHaveAttribute('aria-invalid', 'true');
        else expect(field()).not.toHaveAttribute('aria-invalid');
      });
      if (context.email.trim()) expect(writtenAbout(context.email.trim())).toEqual([]);
    };
    const expectThanks = async (pathState: ModelSnapshot) => {
      const { context } = now(pathState);
      expect(await screen.findByText('Thank you for your interest!')).toBeInTheDocument();
      expect(
        screen.getByText(
          `Check your inbox: we are sending a link to ${context.email}. Open it to confirm your subscription — until you do, we send nothing else.`,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
      if (context.email.trim()) expect(writtenAbout(context.email.trim())).toEqual([]);
    };

    await path.test({
      events: {
        TYPED: step(async (event) => {
          await user.clear(field());
          await user.type(field(), (event as { email: string }).email);
        }),
        FIELD_EMPTIED: step(() => user.clear(field())),
        // The form is submitted as a browser without constraint validation would (the machine's guard
        // is what refuses), from the keyboard as most visitors do.
        SUBMITTED: step(async () => {
          field().closest('form')!.noValidate = true;
          await user.type(field(), '{Enter}');
        }),
        THANKS_TIME_PASSED: step(async () => {
          // The fake clock also follows real time (shouldAdvanceTime, which Testing Library's waits
          // need), so the edge is checked loosely here; the machine's test checks 4999 ms against 5000.
          await act(() => vi.advanceTimersByTimeAsync(THANKS_MS - 500));
          expect(screen.getByText('Thank you for your interest!')).toBeInTheDocument();
          await act(() => vi.advanceTimersByTimeAsync(500));
        }),
      },
      states: { form: expectForm, thanks: expectThanks },
    });
  });
});
