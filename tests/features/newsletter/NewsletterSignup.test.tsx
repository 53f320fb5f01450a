import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '@/features/newsletter/NewsletterSignup';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** SPEC §9: the thank-you shows for 5 s. */
const THANKS_MS = 5000;

/** The sign-up alone, after a focusable element that stands for "somewhere else on the page". */
function renderSignup() {
  const { user } = renderWithProviders(
    <>
      <a href="#elsewhere">Elsewhere</a>
      <NewsletterSignup />
    </>,
    { userOptions: { advanceTimers: vi.advanceTimersByTime } },
  );
  return { user, input: screen.getByRole('textbox', { name: 'E-mail address' }) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

// Focus handling: the submit button vanishes with the form, so focus must be put somewhere useful.
describe('NewsletterSignup focus', () => {
  it('moves focus to the thank-you, then back to the emptied field', async () => {
    const { user, input } = renderSignup();
    await user.type(input, 'ada@example.com{Enter}');

    expect(screen.getByText('Thank you for subscribing!').closest('[tabindex="-1"]')).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
  });

  it('leaves focus alone if the visitor moved on during the thank-you', async () => {
    const { user, input } = renderSignup();
    await user.type(input, 'ada@example.com{Enter}');
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    act(() => elsewhere.focus());

    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('keeps the error until the next submission, and drops it on success', async () => {
    const { user, input } = renderSignup();
    await user.type(input, 'ada@example{Enter}');
    expect(screen.getByText(/correct format/)).toBeInTheDocument();

    await user.type(input, '.com');
    expect(screen.getByText(/correct format/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(THANKS_MS));

    expect(screen.queryByText(/correct format/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).not.toHaveAttribute('aria-invalid');
  });
});
