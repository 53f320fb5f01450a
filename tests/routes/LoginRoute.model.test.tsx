import { act, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyCredentials } from '@/features/session/credentials';
import { loginLockReadFromStorage, recordFromAttempts } from '@/features/session/loginLockSlice';
import type { LoginAttempt, LoginEvent } from '@/machines/login.machine';
import {
  model,
  name,
  paths,
  type ModelEvent,
  type ModelSnapshot,
  type Submitted,
} from '../machines/loginModel';
import { renderWithProviders } from '../utils/renderWithProviders';
import { namedPaths } from '../utils/testPaths';

// The real check is PBKDF2 over the build's hash; here each check waits for the path to settle it.
vi.mock('@/features/session/credentials', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/session/credentials')>();
  return { ...actual, verifyCredentials: vi.fn() };
});

const EMAIL = 'admin@example.gov.ng';
const MISSING = 'Please enter both email and password';
const INVALID = `Invalid email or password. The admin email is ${EMAIL}`;
const UNAVAILABLE =
  'This browser cannot check the password on this connection. Open the site over https and try again.';
const LOCKED_STATUS = 'Too many failed attempts. Logging in is locked for now.';
const UNLOCKED_STATUS = 'You can try to log in again.';
const LAZY = { timeout: 10_000 };

/**
 * One transition of the model, as the screen can tell it apart: from where (state and error; for a lock,
 * which one), by what, to where.
 */
function transitionKey(from: ModelSnapshot, event: ModelEvent, to: ModelSnapshot) {
  const at = (s: ModelSnapshot) =>
    `${JSON.stringify(s.value)}:${s.context.error}${s.value === 'locked' ? `:lock ${s.context.locks}` : ''}`;
  return `${at(from)} --${name(event)}--> ${at(to)}`;
}

/*
 * The shortest path to every transition of the spec's model would replay about 180 times on the real
 * screen (the machine test replays them all); on the screen each transition (from state and error, by an
 * event, to state and error; the first and second lock told apart) needs only one of them. The longest paths are taken first, and a path is kept when it takes a transition none kept so far
 * took, so every state and transition of the model is still reached.
 */
function coveringPaths() {
  const covered = new Set<string>();
  const keys = (path: (typeof paths)[number]) =>
    path.steps.slice(1).map((step, i) => transitionKey(path.steps[i]!.state, step.event, step.state));
  const all = new Set(paths.flatMap(keys));
  const kept = [...paths]
    .sort((a, b) => b.steps.length - a.steps.length)
    .filter((path) => {
      const fresh = keys(path).filter((key) => !covered.has(key));
      fresh.forEach((key) => covered.add(key));
      return fresh.length > 0;
    });
  return { kept, all, covered };
}
const { kept, all, covered } = coveringPaths();

beforeAll(async () => {
  // Loaded once, so each replay's first focus on the form starts the machine without a long wait.
  await import('@/routes/loginSession');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(verifyCredentials).mockReset();
});

/** Lets settled promises and the updates they cause reach the screen, without moving the clock. */
async function settle() {
  for (let i = 0; i < 3; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/**
 * The real /login screen (real store, router and login machine), with a credential check the test
 * settles by hand. The machine is fetched as a visitor's first focus on the form fetches it; then the
 * clock stops, so the paths move it exactly.
 */
async function openLogin() {
  let pending: { resolve: (ok: boolean) => void; reject: (error: Error) => void } | undefined;
  const checked: LoginAttempt[] = [];
  vi.mocked(verifyCredentials).mockImplementation((email, password) => {
    checked.push({ email, password });
    return new Promise((resolve, reject) => (pending = { resolve, reject }));
  });
  const view = renderWithProviders('/login', { userOptions: { delay: null } });
  await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
  const email = screen.getByLabelText<HTMLInputElement>('E-mail');
  const password = screen.getByLabelText<HTMLInputElement>('Password');
  await view.user.click(email);
  await act(async () => {
    await import('@/routes/loginSession');
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  vi.useFakeTimers();
  // Testing Library drains its updates with a zero timeout, which it runs itself only under fake
  // timers it recognises (Jest's): this names Vitest's, moving the clock by 0 ms, never more.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const settleCheck = async (settleWith: (check: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('No credential check is running');
    settleWith(pending);
    pending = undefined;
    await settle();
  };
  return { ...view, email, password, checked, settleCheck };
}

describe('the login screen, model-based (every path replayed on the real screen)', () => {
  it('keeps a path for every transition of the model, the lock-out included', () => {
    expect(covered).toEqual(all);
    expect([...all].some((key) => key.includes('--CHECK_REFUSED--> "locked"'))).toBe(true);
    expect([...all].some((key) => key.includes('--LOCK_TIME_PASSED--> "idle"'))).toBe(true);
  });

  it.each(namedPaths(kept, name))(
    'replays on the screen: %s',
    async (_name, path) => {
      const login = await openLogin();
      const { user, store, router } = login;
      // The exact expected state comes from the model replaying the same events (see the machine test).
      const expected = createActor(model).start();
      let typed = { email: '', password: '' };

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
      };
      const step =
        (exec: (event: ModelEvent) => unknown) =>
        async ({ event }: { event: { type: string } }) => {
          expected.send(event as ModelEvent);
          await exec(event as ModelEvent);
        };

      const expectScreen = (pathState: ModelSnapshot) => {
        const { context, value } = expected.getSnapshot();
        expect(value).toEqual(pathState.value);
        const effects = context.effects;
        for (const effect of effects) {
          if (typeof effect === 'object' && 'checked' in effect)
            expect(login.checked.at(-1)).toEqual(effect.checked);
          // The record kept for reloads and other tabs is the machine's.
          if (typeof effect === 'object' && 'attempts' in effect)
            expect(store.getState().loginLock).toEqual(recordFromAttempts(effect.attempts, Date.now()));
        }
        if (value === 'loggedIn') {
          expect(router.state.location.pathname).toBe('/admin');
          expect(store.getState().session.user).toMatchObject({ email: EMAIL, role: 'admin' });
          expect(store.getState().loginLock).toEqual({ failures: 0, locks: 0, until: null });
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
          expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
          expect(status).toHaveTextContent(LOCKED_STATUS);
          expect(screen.queryByRole('alert')).not.toBeInTheDocument();
          // The fields keep what was typed.
          expect(login.email).toHaveValue(typed.email);
          expect(login.password).toHaveValue(typed.password);
          return;
        }
        expect(lockNotice).not.toBeInTheDocument();
        if (value === 'submitting' || value === 'redirect') {
          expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
          expect(status).toHaveTextContent(
            value === 'redirect' ? 'Logged in. Taking you to the page you asked for.' : 'Logging in...',
          );
          return;
        }
        // idle: the spec's messages, word for word, until the lock.
        expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
        const message = { missingFields: MISSING, invalidCredentials: INVALID, unavailable: UNAVAILABLE };
        if (context.error)
          expect(screen.getByRole('alert')).toHaveTextContent(`Error${message[context.error]}`);
        else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        // Said once a lock has ended on screen, until the next try; never from an older lock's record.
        expect(status).toHaveTextContent(context.lockEndedHere && !context.error ? UNLOCKED_STATUS : /^$/);
      };

      await path.test({
        events: {
          SUBMITTED: step((event) => submit(event as Submitted)),
          // Another tab wrote the record: what persistence dispatches on its `storage` event.
          ATTEMPTS_SYNCED: step(async (event) => {
            const attempts = event as Extract<LoginEvent, { type: 'ATTEMPTS_SYNCED' }>;
            act(
              () => void store.dispatch(loginLockReadFromStorage(recordFromAttempts(attempts, Date.now()))),
            );
            await settle();
          }),
          CHECK_ACCEPTED: step(() => login.settleCheck((check) => check.resolve(true))),
          CHECK_REFUSED: step(() => login.settleCheck((check) => check.resolve(false))),
          CHECK_FAILED: step(() => login.settleCheck((check) => check.reject(new Error('no WebCrypto')))),
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
              Number(/in (\d+) seconds?/.exec(screen.getByText(/Try again in/).textContent!)![1]) * 1000;
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
