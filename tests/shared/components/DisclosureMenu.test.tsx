import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisclosureMenu } from '@/shared/components/DisclosureMenu';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** Two menus that share one "which is open" state, as the header's categories do, and a button after them. */
function Menus() {
  const [open, setOpen] = useState<string | null>(null);
  const change = (name: string) => (next: boolean) =>
    setOpen((current) => (next ? name : current === name ? null : current));
  return (
    <>
      <DisclosureMenu
        label="Documents"
        open={open === 'documents'}
        onOpenChange={change('documents')}
        groups={[
          [{ to: '/documents', label: 'Documents overview' }],
          [
            { to: '/documents/nin', label: 'NIN' },
            { to: '/documents/passport', label: 'Passport' },
          ],
        ]}
      />
      <DisclosureMenu
        label="Rights"
        open={open === 'rights'}
        onOpenChange={change('rights')}
        groups={[[{ to: '/rights', label: 'Rights overview' }]]}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderMenus() {
  const view = renderWithProviders(<Menus />, { path: '/start' });
  const button = screen.getByRole('button', { name: 'Documents' });
  const link = (name: string) => screen.getByRole('link', { name });
  return { ...view, button, link };
}

describe('DisclosureMenu', () => {
  it('is a button that controls a hidden list of real links', () => {
    const { button } = renderMenus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls')!);
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(list?.querySelector('a[href="/documents/nin"]')).toHaveTextContent('NIN');
  });

  it('opens with Enter or Space and leaves focus on the button', async () => {
    const { button, link, user } = renderMenus();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(link('Documents overview')).toBeVisible();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
  });

  it('opens with ArrowDown on the first link, or ArrowUp on the last', async () => {
    const { button, link, user } = renderMenus();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(link('Documents overview')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(link('Passport')).toHaveFocus();
  });

  it('moves through the links with the arrow keys, wrapping, and jumps with Home and End', async () => {
    const { button, link, user } = renderMenus();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(link('Documents overview')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('NIN')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('Documents overview')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Passport')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Documents overview')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Passport')).toHaveFocus();
  });

  it('closes with Escape, gives focus back to the button, and keeps the key from anything around it', async () => {
    const { button, link, user } = renderMenus();
    let escapeReachedDocument = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapeReachedDocument = !event.defaultPrevented;
    };
    document.addEventListener('keydown', onKeyDown);
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('NIN')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    document.removeEventListener('keydown', onKeyDown);
    expect(escapeReachedDocument).toBe(false);
  });

  it('closes when focus tabs out of it or the pointer presses outside it', async () => {
    const { button, link, user } = renderMenus();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}{End}');
    expect(link('Passport')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rights' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one menu open at a time', async () => {
    const { button, user } = renderMenus();
    const rights = screen.getByRole('button', { name: 'Rights' });
    await user.click(button);
    await user.click(rights);
    expect(rights).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Rights overview']);
  });

  it('closes when one of its links is followed', async () => {
    const { button, link, router, user } = renderMenus();
    await user.click(button);
    await user.click(link('NIN'));
    expect(router.state.location.pathname).toBe('/documents/nin');
    expect(screen.getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('DisclosureMenu before the app runs', () => {
  const unmounts: (() => void)[] = [];
  afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

  /** The menus' server HTML in the page, as a prerendered page holds them before its script runs. */
  function serverPage() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <Menus />
      </MemoryRouter>,
    );
    document.body.append(container);
    unmounts.push(() => container.remove());
    return container;
  }

  /** The app arrives: hydrates the page as it is now; fails on any mismatch. */
  async function hydrate(container: HTMLElement) {
    const errors = vi.spyOn(console, 'error');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <MemoryRouter>
          <Menus />
        </MemoryRouter>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    unmounts.unshift(() => act(() => root.unmount()));
    expect(mismatches).toEqual([]);
    // React reports a server HTML that differs from the first render there, even where it does not throw.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  }

  /** What the browser does itself when a <summary> is tapped: it opens its <details>. */
  function tapBeforeTheApp(container: HTMLElement, name: string) {
    const summary = within(container).getByText(name, { selector: 'summary' });
    (summary.parentElement as HTMLDetailsElement).open = true;
  }

  it('is a <details> the browser opens by itself, its list not hidden and the state left to the browser', () => {
    const container = serverPage();
    const summary = within(container).getByText('Documents', { selector: 'summary' });
    expect(summary.parentElement?.tagName).toBe('DETAILS');
    expect(summary).not.toHaveAttribute('aria-expanded');
    const list = document.getElementById(summary.getAttribute('aria-controls')!);
    expect(list).not.toHaveAttribute('hidden');
    expect(list).not.toBeVisible();
    tapBeforeTheApp(container, 'Documents');
    expect(list).toBeVisible();
    expect(within(list!).getByRole('link', { name: 'NIN' })).toHaveAttribute('href', '/documents/nin');
  });

  it('is taken over open when the visitor opened it before the app arrived, and works as before', async () => {
    const container = serverPage();
    tapBeforeTheApp(container, 'Documents');
    await hydrate(container);
    const button = screen.getByRole('button', { name: 'Documents' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'NIN' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rights' })).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect((button.parentElement as HTMLDetailsElement).open).toBe(false);
  });

  it('keeps one menu open when the visitor opened two before the app arrived: the last', async () => {
    const container = serverPage();
    tapBeforeTheApp(container, 'Documents');
    tapBeforeTheApp(container, 'Rights');
    await hydrate(container);
    expect(screen.getByRole('button', { name: 'Rights' })).toHaveAttribute('aria-expanded', 'true');
    const documents = screen.getByRole('button', { name: 'Documents' });
    expect(documents).toHaveAttribute('aria-expanded', 'false');
    expect((documents.parentElement as HTMLDetailsElement).open).toBe(false);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Rights overview']);
  });

  it('hydrates closed, as it came, when nothing was tapped', async () => {
    const container = serverPage();
    await hydrate(container);
    expect(screen.getByRole('button', { name: 'Documents' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
