import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/features/toasts/Toaster';
import { toastShown, type ToastRequest } from '@/features/toasts/toastsSlice';
import { renderWithProviders } from '../../utils/renderWithProviders';

const GENERATED: ToastRequest = {
  variant: 'success',
  title: 'generator.generatedTitle',
  body: 'generator.generated',
};
const PUBLISHED: ToastRequest = {
  variant: 'success',
  title: 'generator.publishedTitle',
  body: 'generator.published',
};
const EMPTY_TOPIC: ToastRequest = {
  variant: 'danger',
  title: 'generator.errorTitle',
  body: 'generator.emptyTopic',
};
const added = (title: string): ToastRequest => ({
  variant: 'success',
  title: 'content.added',
  body: 'content.addedBody',
  values: { title },
});

function renderToaster() {
  const { store, user } = renderWithProviders(<Toaster />);
  const show = (toast: ToastRequest) =>
    act(() => {
      store.dispatch(toastShown(toast));
    });
  return { store, show, user };
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
    show(GENERATED);
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
    show(EMPTY_TOPIC);
    expect(within(assertiveRegion()).getByText('Please enter a topic')).toBeInTheDocument();
    expect(politeRegion()).toBeEmptyDOMElement();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    const { show } = renderToaster();
    show(added('first'));
    show(EMPTY_TOPIC);
    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText(/first/)).toBeNull();
    expect(screen.getByText('Please enter a topic')).toBeInTheDocument();
    show(added('third'));
    expect(toasts()).toHaveLength(1);
    expect(screen.getByText('“third” has been added.')).toBeInTheDocument();
  });

  it('closes by itself after 4000 ms', () => {
    vi.useFakeTimers();
    const { show, store } = renderToaster();
    show(PUBLISHED);
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toasts()).toHaveLength(0);
    expect(store.getState().toasts.current).toBeNull();
  });

  it('gives a replacement its own full 4 s', () => {
    vi.useFakeTimers();
    const { show } = renderToaster();
    show(added('first'));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    show(added('second'));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('“second” has been added.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('has a labelled close button that dismisses the toast', async () => {
    const { show, user } = renderToaster();
    show(GENERATED);
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toasts()).toHaveLength(0);
  });

  it('stores keys and values, and fills user text into the message as text, never HTML', () => {
    const { show, store } = renderToaster();
    show(added('<img src=x onerror=alert(1)>'));
    expect(store.getState().toasts.current).toMatchObject({
      title: 'content.added',
      values: { title: '<img src=x onerror=alert(1)>' },
    });
    expect(screen.getByText('“<img src=x onerror=alert(1)>” has been added.')).toBeInTheDocument();
    expect(document.querySelector('.toast img')).toBeNull();
  });
});
