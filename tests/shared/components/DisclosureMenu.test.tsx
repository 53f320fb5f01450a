import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
