import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageFeedback } from '@/features/feedback/PageFeedback';
import { FEEDBACK_PATH } from '@/shared/api/feedback';
import { feedbackMessages } from '@/features/feedback/messages';
import { received } from '../../utils/apiHandlers';
import { memoryStorage } from '../../utils/memoryStorage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';

const PAGE = '/guides/nin';
const HOSTILE = '<img src=x onerror=alert(1)>';
const THANKS = 'Thank you for your feedback.';
/** The bot check's signals a person's answer carries: the honeypot left empty, and the time it was shown. */
const PERSON = { website: '', elapsedMs: expect.any(Number) as number };

/** The feedback alone, after a link that stands for "somewhere else on the page". */
function renderFeedback(page = PAGE, storage = memoryStorage()) {
  const rendered = renderWithProviders(
    <>
      <a href="#elsewhere">Elsewhere</a>
      <PageFeedback page={page} />
    </>,
    { storage: storage.storage },
  );
  return { ...rendered, data: storage.data };
}

/** One screen for every article, as a route that stays mounted from one article to the next. */
function ArticleFeedback() {
  return <PageFeedback page={useLocation().pathname} />;
}

/** Everything this browser stored: an answer goes to the server and is never kept here (issue 28). */
const storedText = (data: Map<string, string>) => [...data.entries()].flat().join('\n');

describe('PageFeedback', () => {
  it('asks the question with two real buttons, grouped under it, and moves no focus on arrival', () => {
    renderFeedback();
    const section = screen.getByRole('region', { name: 'Is this page useful?' });
    const group = within(section).getByRole('group', { name: 'Is this page useful?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Yes', 'No']);
    // Without the app, the buttons send a real form that the server answers (tests/server/pages.test.ts).
    const yes = within(group).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('name', 'useful');
    expect(yes.closest('form')).toHaveAttribute('action', '/feedback#page-feedback');
    expect(yes.closest('form')).toHaveAttribute('method', 'post');
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Yes: thanks the visitor in the live region, with focus on the thanks, and sends the answer', async () => {
    const { user, data } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    const thanks = within(screen.getByRole('status')).getByText(THANKS);
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(received.feedback).toEqual([{ page: PAGE, language: 'en', useful: true, ...PERSON }]),
    );
    expect(storedText(data)).not.toContain(PAGE);
  });

  it('sends the answer to the server with the language the page was read in, and the comment', async () => {
    await feedbackMessages.load('yo');
    const { user } = renderWithProviders(<PageFeedback page={PAGE} />, {
      preloadedState: { i18n: { locale: 'yo', preferred: null } },
    });
    await user.click(screen.getByRole('button', { name: 'Rárá' }));
    await user.type(screen.getByRole('textbox'), 'Owó ìforúkọsílẹ̀ kò sí');
    await user.click(screen.getByRole('button', { name: 'Firánṣẹ́' }));
    await waitFor(() =>
      expect(received.feedback).toEqual([
        { page: PAGE, language: 'yo', useful: false, whatWentWrong: 'Owó ìforúkọsílẹ̀ kò sí', ...PERSON },
      ]),
    );
  });

  it('sends the bot check with the answer: the honeypot (hidden from people) and how long the question was shown', async () => {
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const { user, container } = renderFeedback();
      const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(honeypot.closest('[hidden]')).not.toBeNull();
      expect(honeypot.tabIndex).toBe(-1);
      honeypot.value = 'http://spam.example';
      now = 4_200;
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      await waitFor(() =>
        expect(received.feedback).toEqual([
          { page: PAGE, language: 'en', useful: true, website: 'http://spam.example', elapsedMs: 3_200 },
        ]),
      );
    } finally {
      clock.mockRestore();
    }
  });

  it('thanks the visitor when the server cannot be reached, and asks nothing more of them', async () => {
    const tried = vi.fn();
    server.use(
      http.post(FEEDBACK_PATH, () => {
        tried();
        return HttpResponse.error();
      }),
    );
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText(THANKS)).toHaveFocus();
    await waitFor(() => expect(tried).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('No: opens "What went wrong?" with focus in it and its hint, and sends nothing until Send', async () => {
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No' }));

    const box = screen.getByRole('textbox', { name: 'What went wrong?' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(
      'Do not include personal information such as your NIN or phone number.',
    );
    expect(box).toHaveAttribute('maxLength', '500');
    expect(box).not.toBeRequired();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(received.feedback).toEqual([]);
  });

  it('No, then Send with nothing written: sends a plain "No" and thanks the visitor', async () => {
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: 'What went wrong?' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText(THANKS)).toHaveFocus();
    await waitFor(() =>
      expect(received.feedback).toEqual([{ page: PAGE, language: 'en', useful: false, ...PERSON }]),
    );
  });

  it('Cancel goes back to the question, focus on No, with what was typed kept for a second try', async () => {
    const { user } = renderFeedback();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: 'What went wrong?' }), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(received.feedback).toEqual([]);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'What went wrong?' })).toHaveValue('Too long');
  });

  it('sends only the path of the page: no query or fragment', async () => {
    const { user } = renderFeedback('/articles/passport?q=my+phone#fees');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(received.feedback.map((answer) => answer.page)).toEqual(['/articles/passport']),
    );
  });

  it('asks again when the screen moves on to another page, without moving focus', async () => {
    const { user, router } = renderWithProviders([{ path: '/articles/:id', element: <ArticleFeedback /> }], {
      path: '/articles/a',
    });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText(THANKS)).toHaveFocus();

    await act(() => router.navigate('/articles/b'));
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(router.state.location.pathname).toBe('/articles/b');
  });

  it('sends hostile text as typed, keeps none of it in this browser, and renders it nowhere as markup', async () => {
    const storage = memoryStorage();
    const { user, unmount } = renderFeedback(PAGE, storage);
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: 'What went wrong?' }), HOSTILE);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText(THANKS)).toHaveFocus();
    await waitFor(() =>
      expect(received.feedback).toEqual([
        { page: PAGE, language: 'en', useful: false, whatWentWrong: HOSTILE, ...PERSON },
      ]),
    );
    expect(storedText(storage.data)).not.toContain(HOSTILE);
    unmount();
    // Staff read it on the server (the feedback inbox), no longer from this browser's storage.
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
