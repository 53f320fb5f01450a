import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { Toaster } from '@/features/toasts/Toaster';
import { TOAST_AUTOHIDE_MS, toastShown } from '@/features/toasts/toastsSlice';

function renderToaster() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <Toaster />
    </Provider>,
  );
  const show = (title: string, message: string, variant: 'success' | 'danger' = 'success') =>
    act(() => {
      store.dispatch(toastShown({ title, message, variant }));
    });
  return { store, show };
}

const politeRegion = () => screen.getByRole('status', { name: 'Notifications' });
const assertiveRegion = () => screen.getByRole('alert', { name: 'Notifications' });
const toasts = () => document.querySelectorAll('.toast');

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('keeps both live regions in the page, empty, before any toast', () => {
    renderToaster();
    expect(politeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toHaveAttribute('aria-live', 'assertive');
    expect(assertiveRegion()).toBeEmptyDOMElement();
  });

  it('announces news politely, at the bottom right, with title and message', () => {
    const { show } = renderToaster();
    show('Content Generated', 'AI has successfully created content based on your topic');
    expect(within(politeRegion()).getByText('Content Generated')).toBeInTheDocument();
    expect(
      within(politeRegion()).getByText('AI has successfully created content based on your topic'),
    ).toBeInTheDocument();
    expect(politeRegion()).toHaveClass('toast-container', 'position-fixed', 'bottom-0', 'end-0');
    // The region does the announcing; the toast must not be a second live region inside it.
    expect(toasts()[0]).not.toHaveAttribute('role');
    expect(toasts()[0]).not.toHaveAttribute('aria-live');
  });

  it('announces errors assertively', () => {
    const { show } = renderToaster();
    show('Error', 'Please enter a topic', 'danger');
    expect(within(assertiveRegion()).getByText('Please enter a topic')).toBeInTheDocument();
    expect(politeRegion()).toBeEmptyDOMElement();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    const { show } = renderToaster();
    show('Content Generated', 'first');
    show('Error', 'second', 'danger');
    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeInTheDocument();
    show('Content Published', 'third');
    expect(toasts()).toHaveLength(1);
    expect(screen.getByText('third')).toBeInTheDocument();
  });

  it('closes by itself after 4000 ms', () => {
    vi.useFakeTimers();
    const { show, store } = renderToaster();
    show('Content Published', 'AI-generated content has been added to your site');
    expect(TOAST_AUTOHIDE_MS).toBe(4000);
    act(() => vi.advanceTimersByTime(TOAST_AUTOHIDE_MS - 1));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
    expect(store.getState().toasts.current).toBeNull();
  });

  it('gives a replacement its own full 4 s', () => {
    vi.useFakeTimers();
    const { show } = renderToaster();
    show('Content Generated', 'first');
    act(() => vi.advanceTimersByTime(3000));
    show('Content Published', 'second');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts()).toHaveLength(0);
  });

  it('has a labelled close button that dismisses the toast', async () => {
    const { show } = renderToaster();
    show('Content Generated', 'first');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toasts()).toHaveLength(0);
  });
});
