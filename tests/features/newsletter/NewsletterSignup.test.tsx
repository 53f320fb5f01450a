import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { NewsletterSignup, type LoadSignupMachine } from '@/features/newsletter/NewsletterSignup';
import type { FormAnswers } from '@/shared/api/formAnswers';
import { NEWSLETTER_PATH } from '@/shared/api/newsletterAction';
import { FormAnswersProvider } from '@/shared/hooks/formAnswers';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { spyOnConsole } from '../../utils/consoleSpy';
import { receivedSignups, resetSignups } from '../../utils/newsletterFake';
import { server } from '../../utils/server';

/** SPEC §9: the thank-you shows for 5 s. */
const THANKS_MS = 5000;

/** The real machine module, fetched the way the app fetches it. */
const loadRealMachine: LoadSignupMachine = () =>
  import('@/features/newsletter/signupMachine').then((m) => m.startSignup);

/** A loader that holds the machine back until the test calls `arrive()`, and counts its calls. */
async function heldBackMachine() {
  const machine = await loadRealMachine();
  let release = () => {};
  const load = vi.fn<LoadSignupMachine>(
    () =>
      new Promise((resolve) => {
        release = () => resolve(machine);
      }),
  );
  const arrive = () =>
    act(async () => {
      release();
      await Promise.resolve();
    });
  return { load, arrive };
}

/** The sign-up alone, after a focusable element that stands for "somewhere else on the page". */
function renderSignup(loadMachine: LoadSignupMachine = loadRealMachine) {
  const { user } = renderWithProviders(
    <>
      <a href="#elsewhere">Elsewhere</a>
      <NewsletterSignup loadMachine={loadMachine} />
    </>,
    { userOptions: { advanceTimers: vi.advanceTimersByTime } },
  );
  return { user, input: screen.getByRole('textbox', { name: 'E-mail address' }) };
}

const thanksMessage = () => screen.queryByText('Thank you for your interest!');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetSignups();
});

afterEach(() => {
  vi.useRealTimers();
});

// Focus handling: the submit button vanishes with the form, so focus must be put somewhere useful.
// The machine may still be on its way when the first submission is made, so outcomes are awaited.
describe('NewsletterSignup focus', () => {
  it('moves focus to the thank-you, then back to the emptied field', async () => {
    const { user, input } = renderSignup();
    await user.type(input, 'ada@example.com{Enter}');

    await waitFor(() => expect(thanksMessage()?.closest('[tabindex="-1"]')).toHaveFocus());

    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  });

  it('leaves focus alone if the visitor moved on during the thank-you', async () => {
    const { user, input } = renderSignup();
    await user.type(input, 'ada@example.com{Enter}');
    await waitFor(() => expect(thanksMessage()).toBeInTheDocument());
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    act(() => elsewhere.focus());

    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('keeps the error until the next submission, and drops it on success', async () => {
    const { user, input } = renderSignup();
    await user.type(input, 'ada@example{Enter}');
    expect(await screen.findByText(/correct format/)).toBeInTheDocument();

    await user.type(input, '.com');
    expect(screen.getByText(/correct format/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS));

    expect(screen.queryByText(/correct format/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).not.toHaveAttribute('aria-invalid');
  });
});

// The machine (and xstate) is not part of the first download: it comes when the form is about to be used.
describe('NewsletterSignup loading its machine', () => {
  it('fetches the machine when the e-mail field first takes focus, and only once', async () => {
    const { load } = await heldBackMachine();
    const { user, input } = renderSignup(load);
    expect(load).not.toHaveBeenCalled();

    await user.click(input);
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.click(input);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the machine when the form scrolls near the screen', async () => {
    let report: IntersectionObserverCallback = () => {};
    const observed = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe = observed;
        disconnect() {}
      },
    );
    const { load } = await heldBackMachine();
    renderSignup(load);
    expect(observed).toHaveBeenCalledWith(
      screen.getByRole('region', { name: 'Get new guides in your inbox' }),
    );

    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(load).not.toHaveBeenCalled();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what is typed before the machine arrives, and runs an early submission once it has', async () => {
    const writtenAbout = spyOnConsole();
    const { load, arrive } = await heldBackMachine();
    const { user, input } = renderSignup(load);

    await user.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // On its way as soon as the machine is here, and it looks it (issue 30): a second tap sends nothing more.
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(input).toHaveAttribute('readonly');
    await user.click(sending);
    expect(thanksMessage()).not.toBeInTheDocument();
    await arrive();
    expect(thanksMessage()).toBeInTheDocument();
    // It says what is true: a link to confirm is on its way; the address is written to no log.
    expect(
      screen.getByText(
        'Check your inbox: we are sending a link to ada@example.com. Open it to confirm your subscription — until you do, we send nothing else.',
      ),
    ).toBeInTheDocument();
    expect(receivedSignups.map((signup) => signup.email)).toEqual(['ada@example.com']);
    expect(writtenAbout('ada@example.com')).toEqual([]);
  });

  it('says an early submission was not sent when the machine cannot download, and sends the next one', async () => {
    const writtenAbout = spyOnConsole();
    const machine = await loadRealMachine();
    // Offline until the second submission: the field's focus and the first submission fetch in vain.
    let online = false;
    const load = vi.fn<LoadSignupMachine>(() =>
      online
        ? Promise.resolve(machine)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { user, input } = renderSignup(load);
    await user.type(input, 'ada@example.com');
    // A download that failed before anything waited for it says nothing.
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-up was not sent: you seem to be offline. Check your connection and press Subscribe again.',
    );
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveValue('ada@example.com');
    // The visitor corrects the address first: the one given up is never sent.
    await user.clear(input);
    await user.type(input, 'obi@example.com');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for your interest!')).toBeInTheDocument();
    expect(receivedSignups.map((signup) => signup.email)).toEqual(['obi@example.com']);
    expect(writtenAbout('obi@example.com')).toEqual([]);
  });

  it('refuses an early submission once the machine arrives, focusing the field with its error', async () => {
    const { load, arrive } = await heldBackMachine();
    const { user, input } = renderSignup(load);
    await user.type(input, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByText(/correct format/)).not.toBeInTheDocument();

    await arrive();
    expect(input).toHaveAccessibleDescription(
      'Error: Enter an e-mail address in the correct format, like name@example.com We only use it to send you this newsletter.',
    );
    expect(input).toHaveFocus();
    expect(input).toHaveValue('ada@example');
  });
});

describe('NewsletterSignup before hydration', () => {
  /** The sign-up in a store and router of its own, as the app renders it. */
  function app(element: ReactElement) {
    const store = makeStore();
    return (
      <Provider store={store}>
        <MemoryRouter>{element}</MemoryRouter>
      </Provider>
    );
  }

  it('is a working plain form in the server HTML, and hydrates without a mismatch or a download', async () => {
    const load = vi.fn(loadRealMachine);
    const html = renderToString(app(<NewsletterSignup loadMachine={load} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const input = container.querySelector('input[type="email"][required]');
    expect(container.querySelector(`label[for="${input?.id}"]`)).toHaveTextContent('E-mail address');
    expect(input).toHaveAttribute('aria-describedby', container.querySelector('p.form-text')?.id);
    expect(container.querySelector('p.form-text')).toHaveTextContent(
      'We only use it to send you this newsletter.',
    );
    expect(container.querySelector('button[type="submit"]')).toHaveTextContent('Subscribe');

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, app(<NewsletterSignup loadMachine={load} />), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(load).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('NewsletterSignup sent without the app, as the server answers it', () => {
  /** The sign-up on `page`, as the server renders (and the browser hydrates) the answer to `answers`. */
  function answeredApp(element: ReactElement, answers: FormAnswers, page = '/') {
    return (
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[page]}>
          <FormAnswersProvider answers={answers}>{element}</FormAnswersProvider>
        </MemoryRouter>
      </Provider>
    );
  }

  /** What the hydrated pages leave behind, cleared after each test even when it fails half-way. */
  const unmounts: (() => void)[] = [];
  afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

  /** Server HTML for the answer, hydrated as the browser does; fails on any hydration mismatch. */
  async function hydrated(answers: FormAnswers, load: LoadSignupMachine = loadRealMachine) {
    const html = renderToString(answeredApp(<NewsletterSignup loadMachine={load} />, answers));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, answeredApp(<NewsletterSignup loadMachine={load} />, answers), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    unmounts.push(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(serverMarkup);
    return container;
  }

  /** Says the section is on screen, which is when the machine is fetched. */
  function onScreenAtOnce() {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          this.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
        disconnect() {}
      },
    );
  }

  it('posts to /newsletter, naming the page it is on, and comes back scrolled to the form', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(answeredApp(<NewsletterSignup />, {}, '/documents'));
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter#newsletter');
    expect(form.querySelector('input[type="hidden"][name="page"]')).toHaveValue('/documents');
    expect(form.querySelector('input[type="email"]')).toHaveAttribute('name', 'email');
    expect(container.querySelector('section#newsletter')).toContainElement(form);
  });

  it('shows the thanks the server gave, keeps it when the machine starts, and empties the form after 5 s', async () => {
    onScreenAtOnce();
    const { load, arrive } = await heldBackMachine();
    const container = await hydrated({ newsletter: { email: ' ada@example.com ', error: null } }, load);
    const thanks =
      'Check your inbox: we are sending a link to ada@example.com. Open it to confirm your subscription — until you do, we send nothing else.';
    expect(container).toHaveTextContent(thanks);
    expect(container.querySelector('input[type="email"]')).toBeNull();

    await arrive();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent(thanks);
    // Well inside and past the 5 s: the fake clock also moves with real time (shouldAdvanceTime). The
    // exact boundary is the machine's test, on a simulated clock.
    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS - 1000));
    expect(container).toHaveTextContent(thanks);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(container).not.toHaveTextContent('Thank you for your interest!');
    expect(container.querySelector('input[type="email"]')).toHaveValue('');
  });

  it('shows the refusal with the address kept, and the machine refuses it alike when it starts', async () => {
    const container = await hydrated({ newsletter: { email: 'ada@example', error: 'format' } });
    const input = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    const refused =
      'Error: Enter an e-mail address in the correct format, like name@example.com We only use it to send you this newsletter.';
    expect(input).toHaveValue('ada@example');
    expect(input).toHaveAccessibleDescription(refused);

    // Focus fetches the machine; it starts from the answer, not from an empty form.
    await act(async () => input.focus());
    await waitFor(() => expect(input).toHaveValue('ada@example'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(input).toHaveValue('ada@example');
    expect(input).toHaveAccessibleDescription(refused);
  });

  it('starts empty when met again after the visitor has moved on', async () => {
    const { router } = renderWithProviders(
      <FormAnswersProvider answers={{ newsletter: { email: 'ada@example.com', error: null } }}>
        <Routes>
          <Route path="/" element={<NewsletterSignup loadMachine={loadRealMachine} />} />
          <Route path="/documents" element={<p>Documents</p>} />
        </Routes>
      </FormAnswersProvider>,
    );
    expect(thanksMessage()).toBeInTheDocument();
    await act(() => router.navigate('/documents'));
    await act(() => router.navigate(-1));
    expect(thanksMessage()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
  });
});

// The sign-up goes to the server (POST /api/newsletter); the thanks show only once it has answered.
describe('NewsletterSignup sending the sign-up', () => {
  it('sends the address with the page, its language, the wording shown and the bot check; the button is busy meanwhile', async () => {
    let release = () => {};
    server.use(
      http.post(NEWSLETTER_PATH, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 'checkYourInbox' }, { status: 202 });
      }),
    );
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith(NEWSLETTER_PATH)) body = await request.clone().json();
    });
    const { user, input } = renderSignup();
    await user.type(input, ' Ada@Example.com {Enter}');
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('readonly');
    expect(thanksMessage()).not.toBeInTheDocument();
    // A second press while it is on its way sends nothing more.
    await user.click(busy);
    await act(async () => release());
    expect(await screen.findByText('Thank you for your interest!')).toBeInTheDocument();
    expect(body).toEqual({
      email: 'Ada@Example.com',
      page: '/',
      language: 'en',
      consent: 'We only use it to send you this newsletter.',
      website: '',
      elapsedMs: expect.any(Number) as number,
    });
    server.events.removeAllListeners();
  });

  it.each([
    ['offline', () => HttpResponse.error(), /you seem to be offline/],
    ['the server fails', () => new HttpResponse(null, { status: 500 }), /could not take it just now/],
    [
      'too many sign-ups',
      () => new HttpResponse(null, { status: 429 }),
      /too many sign-ups came from your network/,
    ],
  ])(
    '%s: says so, keeps the address in the field, and thanks for nothing',
    async (_what, answer, message) => {
      server.use(http.post(NEWSLETTER_PATH, answer));
      const { user, input } = renderSignup();
      await user.type(input, 'ada@example.com{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(thanksMessage()).not.toBeInTheDocument();
      const field = screen.getByRole('textbox', { name: 'E-mail address' });
      expect(field).toHaveValue('ada@example.com');
      expect(field).toHaveFocus();
      expect(field).toHaveAccessibleDescription(/^Your sign-up was not sent/);

      // Back online: the same address goes, and the message goes with the thanks.
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByText('Thank you for your interest!')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(receivedSignups.map((signup) => signup.email)).toEqual(['ada@example.com']);
    },
  );

  it('sends what a bot typed into the hidden honeypot field (the server answers it like a person)', async () => {
    const { user, input } = renderSignup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[hidden]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    honeypot.value = 'https://spam.example';
    await user.type(input, 'bot@example.com{Enter}');
    await screen.findByText('Thank you for your interest!');
    expect(receivedSignups[0]).toMatchObject({ email: 'bot@example.com', website: 'https://spam.example' });
  });

  it('the form without the app carries the wording shown and the honeypot', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/']}>
          <NewsletterSignup />
        </MemoryRouter>
      </Provider>,
    );
    const form = container.querySelector('form')!;
    expect(form.querySelector('input[type="hidden"][name="consent"]')).toHaveValue(
      'We only use it to send you this newsletter.',
    );
    expect(form.querySelector('input[name="website"]')).toHaveValue('');
  });
});

// The links of the e-mails: the server renders the home page with the section showing the link's step.
describe('NewsletterSignup showing a link from an e-mail', () => {
  function linkPage(answers: FormAnswers) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/']}>
          <FormAnswersProvider answers={answers}>
            <NewsletterSignup />
          </FormAnswersProvider>
        </MemoryRouter>
      </Provider>,
    );
    return container;
  }

  it('confirm: a button that POSTs the token (a link followed by a mail scanner changes nothing)', () => {
    const container = linkPage({ newsletter: { link: 'confirm', step: 'ask', token: 'abc' } });
    expect(container.querySelector('h3')).toHaveTextContent('Confirm your subscription');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter/confirm#newsletter');
    expect(form.querySelector('input[name="token"]')).toHaveValue('abc');
    expect(form.querySelector('button')).toHaveTextContent('Confirm my subscription');
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('unsubscribe: the one-click POST to the address of the e-mail’s header', () => {
    const container = linkPage({ newsletter: { link: 'unsubscribe', step: 'ask', token: 'a b' } });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/newsletter/unsubscribe?token=a%20b#newsletter');
    expect(form.querySelector('input[name="List-Unsubscribe"]')).toHaveValue('One-Click');
    expect(form.querySelector('button')).toHaveTextContent('Unsubscribe');
  });

  it.each([
    ['confirm', 'done', 'Your subscription is confirmed', 0],
    ['unsubscribe', 'done', 'You have unsubscribed', 0],
    ['confirm', 'invalid', 'This link no longer works', 1],
    ['unsubscribe', 'invalid', 'This link no longer works', 1],
  ] as const)('%s %s: says “%s” (with the sign-up form: %i)', (link, step, title, forms) => {
    const container = linkPage({ newsletter: { link, step } });
    expect(container.querySelector('h3')).toHaveTextContent(title);
    expect(container.querySelectorAll('form')).toHaveLength(forms);
  });
});
