import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { panelOpener, SlideOutPanel } from '@/shared/components/SlideOutPanel';
import { renderWithProviders } from '../../utils/renderWithProviders';

function Harness({
  returnFocus = true,
  onClose = () => {},
}: {
  returnFocus?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        {...panelOpener('panel')}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Open menu
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close from outside
      </button>
      <SlideOutPanel
        id="panel"
        title="Menu"
        closeLabel="Close"
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        opener={opener}
        returnFocus={returnFocus}
        onOpen={() => setOpen(true)}
      >
        <a href="#inside">Inside</a>
      </SlideOutPanel>
    </>
  );
}

describe('SlideOutPanel', () => {
  it('is a closed dialog, named by its title, until it is opened', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('id', 'panel');
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inside' })).toBeVisible();
  });

  it('closes with its close button, reports it, and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on a click on its backdrop, not on a click inside it', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(screen.getByRole('heading', { name: 'Menu' }));
    expect(dialog).toHaveAttribute('open');
    // A click on the ::backdrop has the dialog itself as its target.
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('closes when its parent says so, leaving focus alone without returnFocus', async () => {
    const { user } = renderWithProviders(<Harness returnFocus={false} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const inside = screen.getByRole('link', { name: 'Inside' });
    act(() => inside.focus());
    await act(async () => screen.getByRole('button', { name: 'Close from outside', hidden: true }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveFocus();
  });
});

describe('SlideOutPanel before the app runs', () => {
  it('is opened by the browser itself: its opener and close button carry the dialog commands', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    const [opener, , close] = container.querySelectorAll('button');
    expect(opener).toHaveAttribute('commandfor', 'panel');
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(close).toHaveAttribute('aria-label', 'Close');
    expect(close).toHaveAttribute('commandfor', 'panel');
    expect(close).toHaveAttribute('command', 'close');
  });

  it('is taken over open when the visitor opened it before the app arrived, and closes as before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    // What the opener's command does in the browser before the app runs.
    container.querySelector('dialog')!.setAttribute('open', '');
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Harness />));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('open');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    act(() => root.unmount());
    container.remove();
  });
});
