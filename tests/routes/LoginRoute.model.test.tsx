import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createActor } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginAttempt } from '@/machines/login.machine';
import { SESSION_PATH } from '@/shared/api/accounts';
import {
  EMAIL,
  PASSWORD,
  RETRY_AFTER_SECONDS,
  SESSION,
  model,
  name,
  paths,
  type ModelEvent,
  type ModelSnapshot,
  type Submitted,
} from '../machines/loginModel';
import { lockSignIns, seedAccount } from '../utils/accountsFake';
import { renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';
import { namedPaths } from '../utils/testPaths';

const MISSING = 'Please enter both email and password';
const INVALID = 'Invalid email or password.';
const UNAVAILABLE = 'Signing in is not possible right now. Check your connection and try again.';
const LOCKED_STATUS = 'Too many failed attempts. Logging in is locked for now.';
const UNLOCKED_STATUS = 'You can try to log in again.';
const LAZY = { timeout: 10_000 };

/** How the server meets a sign-in, as the path's next event decides it. */
type Answer = 'answered' | 'locked' | 'unreachable';

/**
 * What the screen shows in a model state: where it is, the error in the alert or the "lock ended"
 * status, and how the countdown is worded ("in N seconds", "in 1 second"). The machine test tells
 * apart what the screen cannot (the error count, the milliseconds left, the pair being checked).
 */
function screenOf({ value, context }: ModelSnapshot) {
  if (value === 'locked') return `locked(${context.lockLeftMs > 1000 ? 'seconds' : '1 second'})`;
  if (value === 'idle') return `idle(${context.error ?? (context.lockEndedHere ? 'lock ended' : '')})`;
  return JSON.stringify(value);
}

/**
 * What a step is on the screen: a submission the form takes, with a field blank or both filled (a
 * right or a wrong pair looks the same until the server answers), or one the screen must ignore (the
 * button pressed while busy or locked); any other event as it is. Each kind of submission (both blank,
 * a blank password, a wrong pair, the right pair) is also typed on the screen at least once.
 */
function screenKeys(from: ModelSnapshot, event: ModelEvent, to: ModelSnapshot) {
  if (event.type !== 'SUBMITTED') return [`${screenOf(from)} --${event.type}--> ${screenOf(to)}`];
  if (from.value !== 'idle') return [`${screenOf(from)} --SUBMITTED(ignored)--> ${screenOf(to)}`];
  const kind = !event.email.trim() || !event.password.trim() ? 'a field blank' : 'filled';
  return [`${screenOf(from)} --SUBMITTED(${kind})--> ${screenOf(to)}`, `typed ${name(event)}`];
}

/*
 * Every path of the model replays on a real actor (tests/machines/login.machine.test.ts): 50 shortest
 * paths, one to each transition, quick there. On the screen a path costs a render and real typing, and
 * most transitions look alike there (a wrong pair locked after 3 s or after 2 s, the button pressed with
 * one text or another while busy), so the screen replays one representative per outcome it can show:
 * every (screen before, kind of step, screen after) of screenKeys, the model's shortest paths chosen
 * greedily (the path with the most outcomes not yet replayed, the shorter on a tie) until each is
 * covered. That is 14 paths of 49 steps rather than 44 of 150; every state of the model, the lock, its
 * countdown's two wordings and both of its ends are still reached on the screen.
 */
function coveringPaths() {
  const keys = (path: (typeof paths)[number]) =>
    path.steps.slice(1).flatMap((step, i) => screenKeys(path.steps[i]!.state, step.event, step.state));
  const all = new Set(paths.flatMap(keys));
  const covered = new Set<string>();
  const kept: typeof paths = [];
  const fresh = (path: (typeof paths)[number]) => new Set(keys(path).filter((key) => !covered.has(key))).size;
  while (covered.size < all.size) {
    const best = paths.reduce((a, b) =>
      fresh(b) > fresh(a) || (fresh(b) === fresh(a) && b.steps.length < a.steps.length) ? b : a,
    );
    if (fresh(best) === 0) break;
    kept.push(best);
    keys(best).forEach((key) => covered.add(key));
  }
  return { kept, all, covered };
}
const { kept, all, covered } = coveringPaths();

beforeAll(async () => {
  // Loaded once, so each replay's first focus on the form starts the machine without a long wait.
  await import('@/features/session/loginSession');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets settled promises, the fake server's answer and the updates they cause reach the screen. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/**
 * The real /login screen (real store, router and login machine) in front of the fake accounts API
 * (tests/utils/accountsFake.ts), which holds each sign-in until the path says how the server meets it:
 * it answers the pair itself (a session for the account's password, 401 for another), answers that
 * signing in is locked (429 with RETRY_AFTER_SECONDS), or never answers (a network failure). The
 * machine is fetched as a visitor's first focus on the form fetches it; then the clock stops, so the
 * paths move it exactly.
 */
async function openLogin() {
  seedAccount(SESSION.user.role, { email: EMAIL, name: SESSION.user.name, password: PASSWORD });
  let held: ((answer: Answer) => void) | undefined;
  const sent: LoginAttempt[] = [];
  server.use(
    http.post(SESSION_PATH, async ({ request }) => {
      sent.push((await request.clone().json()) as LoginAttempt);
      const answer = await new Promise<Answer>((resolve) => (held = resolve));
      if (answer === 'unreachable') return HttpResponse.error();
      lockSignIns(answer === 'locked' ? { reason: 'locked', retryAfterSeconds: RETRY_AFTER_SECONDS } : null);
      // Nothing returned: msw hands the request on to the fake's own handler, which answers it.
      return undefined;
    }),
  );
  const view = renderWithProviders('/login', { userOptions: { delay: null } });
  await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
  const email = screen.getByLabelText<HTMLInputElement>('E-mail');
  const password = screen.getByLabelText<HTMLInputElement>('Password');
  await view.user.click(email);
  await act(async () => {
    await import('@/features/session/loginSession');
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  vi.useFakeTimers();
  // Testing Library drains its updates with a zero timeout, which it runs itself only under fake
  // timers it recognises (Jest's): this names Vitest's, moving the clock by 0 ms, never more.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  /** Waits until the sign-in sent reaches the server. */
  const reached = async () => {
    for (let i = 0; i < 10 && !held; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
    if (!held) throw new Error('No sign-in reached the server');
    return held;
  };
  const answerWith = async (answer: Answer) => {
    (await reached())(answer);
    held = undefined;
    await settle();
  };
  return { ...view, email, password, sent, reached, answerWith };
}

describe('the login screen, model-based (a path for every outcome the screen shows)', () => {
  it('keeps a path for every outcome the screen can show, the lock and both its ends included', () => {
    expect(covered).toEqual(all);
    for (const outcome of [
      '"submitting" --SERVER_LOCKED--> locked(seconds)',
      'locked(seconds) --SECOND_PASSED--> locked(1 second)',
      'locked(1 second) --SECOND_PASSED--> idle(lock ended)',
      'locked(seconds) --LOCK_TIME_PASSED--> idle(lock ended)',
      '"redirect" --REDIRECT_TIME_PASSED--> "loggedIn"',
      'typed SUBMITTED(e-mail, —)',
    ])
      expect(all).toContain(outcome);
    // Every state of the model is reached on the screen.
    const reached = new Set(
      kept.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(new Set(Object.keys(model.states).map((state) => JSON.stringify(state))));
  });

  it.each(namedPaths(kept, name))(
    'replays on the screen: %s',
    async (_name, path) => {
      const login = await openLogin();
      const { user, store, router } = login;
      // The exact expected state comes from the model replaying the same events (see the machine test).
      const expected = createActor(model).start();
      let typed = { email: '', password: '' };
      let errorsSeen = 0;
      let wasLocked = false;
      let signInsSent = 0;

      const fill = async (field: HTMLInputElement, text: string) => {
        // What is already there stays (the fields keep their text); anything else is typed afresh.
        if (field.value === text) return;
        await user.clear(field);
        if (text) await user.type(field, text);
      };
      const submit = async (event: Submitted) => {
        await fill(login.email, event.email);
        await fill(login.password, event.password);
        typed = { email: event.email, password: event.password };
        // A disabled button (busy or locked) is pressed too: the screen must ignore it, as the model does.
        await user.click(screen.getByRole('button', { name: /^(Log in|Logging in\.\.\.)$/ }));
        await settle();
        if (expected.getSnapshot().value === 'submitting') await login.reached();
      };
      const step =
        (exec: (event: ModelEvent) => unknown) =>
        async ({ event }: { event: { type: string } }) => {
          expected.send(event as ModelEvent);
          const effects = expected.getSnapshot().context.effects;
          signInsSent += effects.filter((effect) => typeof effect === 'object' && 'signIn' in effect).length;
          await exec(event as ModelEvent);
        };

      const expectScreen = (pathState: ModelSnapshot) => {
        const { context, value } = expected.getSnapshot();
        expect(value).toEqual(pathState.value);
        // A sign-in the model sent reached the server with the pair typed; nothing else was sent.
        for (const effect of context.effects)
          if (typeof effect === 'object' && 'signIn' in effect)
            expect(login.sent.at(-1)).toEqual(effect.signIn);
        expect(login.sent).toHaveLength(signInsSent);
        if (value === 'loggedIn') {
          expect(router.state.location.pathname).toBe('/admin');
          expect(store.getState().session.user).toMatchObject({
            email: SESSION.user.email,
            role: SESSION.user.role,
          });
          return;
        }
        const main = screen.getByRole('main');
        const status = within(main).getByRole('status');
        expect(router.state.location.pathname).toBe('/login');
        expect(store.getState().session.user).toBeNull();
        const lockNotice = screen.queryByRole('heading', { name: 'Login locked' });
        if (value === 'locked') {
          const seconds = Math.ceil(context.lockLeftMs / 1000);
          expect(lockNotice).toBeInTheDocument();
          expect(
            screen.getByText(
              seconds === 1
                ? 'Too many failed attempts. Try again in 1 second.'
                : `Too many failed attempts. Try again in ${seconds} seconds.`,
            ),
          ).toBeInTheDocument();
          // The pressed button is disabled by the lock: focus moves to the notice, read once.
          if (!wasLocked) expect(lockNotice!.parentElement).toHaveFocus();
          wasLocked = true;
          expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
          expect(status).toHaveTextContent(LOCKED_STATUS);
          expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          // The fields keep what was typed.
          expect(login.email).toHaveValue(typed.email);
          expect(login.password).toHaveValue(typed.password);
          return;
        }
        wasLocked = false;
        expect(lockNotice).not.toBeInTheDocument();
        if (value === 'submitting' || value === 'redirect') {
          expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
          expect(status).toHaveTextContent(
            value === 'redirect' ? 'Logged in. Taking you to the page you asked for.' : 'Logging in...',
          );
          return;
        }
        // idle: the spec's messages, word for word, in an alert titled Error, focused each time one is
        // given (a repeated mistake too), so it is announced again.
        expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
        const message = { missingFields: MISSING, invalidCredentials: INVALID, unavailable: UNAVAILABLE };
        if (context.error) {
          const alert = screen.getByRole('alert');
          expect(alert).toHaveTextContent(`Error${message[context.error]}`);
          if (context.errorCount > errorsSeen) expect(alert).toHaveFocus();
        } else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        errorsSeen = context.errorCount;
        // Said once a lock has ended on screen, until the next try.
        expect(status).toHaveTextContent(context.lockEndedHere && !context.error ? UNLOCKED_STATUS : /^$/);
      };

      await path.test({
        events: {
          SUBMITTED: step((event) => submit(event as Submitted)),
          SERVER_ANSWERED: step(() => login.answerWith('answered')),
          SERVER_LOCKED: step(() => login.answerWith('locked')),
          SERVER_UNREACHABLE: step(() => login.answerWith('unreachable')),
          REDIRECT_TIME_PASSED: step(async () => {
            await act(() => vi.advanceTimersByTimeAsync(499));
            expect(store.getState().session.user).toBeNull();
            await act(() => vi.advanceTimersByTimeAsync(1));
            await settle();
          }),
          SECOND_PASSED: step(async () => {
            await act(() => vi.advanceTimersByTimeAsync(1000));
          }),
          LOCK_TIME_PASSED: step(async () => {
            // The model has already moved on, so the time left is read off the screen (whole seconds).
            const left =
              Number(/in (\d+) seconds?/.exec(screen.getByText(/Try again in/).textContent)![1]) * 1000;
            await act(() => vi.advanceTimersByTimeAsync(left - 1));
            expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
            await act(() => vi.advanceTimersByTimeAsync(1));
          }),
        },
        states: {
          idle: expectScreen,
          submitting: expectScreen,
          redirect: expectScreen,
          loggedIn: expectScreen,
          locked: expectScreen,
        },
      });
    },
    60_000,
  );
});
