import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/shared/components/Tabs';
import { renderWithProviders } from '../../utils/renderWithProviders';

const ITEMS = [
  { key: 'one', title: 'One', content: <p>First text</p> },
  { key: 'two', title: 'Two', content: <p>Second text</p> },
  { key: 'three', title: 'Three', content: <p>Third text</p> },
];

function renderTabs(mount: 'all' | 'active' | 'visited' = 'active', linked = false) {
  const view = renderWithProviders(
    <>
      <Tabs
        id="demo"
        label="Demo sections"
        items={ITEMS}
        mount={mount}
        focusablePanels={mount === 'all'}
        linkTo={linked ? (key) => ({ search: `?part=${key}` }) : undefined}
      />
      <button type="button">After</button>
    </>,
  );
  const tab = (name: string) => screen.getByRole('tab', { name });
  return { ...view, tab };
}

describe('Tabs', () => {
  it('is a named tablist whose chosen tab controls the panel it labels', () => {
    const { tab } = renderTabs();
    const list = screen.getByRole('tablist', { name: 'Demo sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['One', 'Two', 'Three']);
    expect(tab('One')).toHaveAttribute('id', 'demo-tab-one');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveAttribute('id', 'demo-tabpane-one');
    expect(tab('One')).toHaveAttribute('aria-controls', 'demo-tabpane-one');
    expect(panel).toHaveTextContent('First text');
  });

  it('has one Tab stop in the list: the chosen tab', () => {
    const { tab } = renderTabs();
    expect(tab('One')).not.toHaveAttribute('tabindex');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    expect(tab('Three')).toHaveAttribute('tabindex', '-1');
  });

  it('chooses a tab as the arrow keys reach it, wrapping at the ends, and jumps with Home and End', async () => {
    const { tab, user } = renderTabs();
    await user.click(tab('One'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).not.toHaveAttribute('tabindex');
    expect(tab('One')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second text');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Three')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third text');
  });

  it('renders only the chosen panel with mount="active"', async () => {
    const { tab, user } = renderTabs('active');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(tab('Two')).not.toHaveAttribute('aria-controls');
    await user.click(tab('Two'));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('First text')).not.toBeInTheDocument();
  });

  it('with mount="visited", draws a panel when first chosen and keeps it, hidden while closed', async () => {
    const { tab, user } = renderTabs('visited');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(tab('Three')).not.toHaveAttribute('aria-controls');
    await user.click(tab('Two'));
    // What a panel holds (a half-typed form) is still there on coming back: it stays in the page.
    const first = screen.getByText('First text').closest('[role="tabpanel"]');
    expect(first).toHaveAttribute('hidden');
    expect(tab('One')).toHaveAttribute('aria-controls', 'demo-tabpane-one');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).not.toHaveAttribute('hidden');
    expect(screen.queryByText('Third text')).not.toBeInTheDocument();
    await user.click(tab('One'));
    expect(screen.getByText('First text').closest('[role="tabpanel"]')).toBe(first);
    expect(first).not.toHaveAttribute('hidden');
    expect(screen.getByText('Second text').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
  });

  it('keeps every panel with mount="all", the chosen one active, and Tab goes from the tab to it', async () => {
    const { tab, user } = renderTabs('all');
    const panels = () => screen.getAllByRole('tabpanel');
    expect(panels().map((p) => p.className)).toEqual(['tab-pane active', 'tab-pane', 'tab-pane']);
    expect(tab('Three')).toHaveAttribute('aria-controls', 'demo-tabpane-three');
    await user.click(tab('Two'));
    expect(panels().map((p) => p.classList.contains('active'))).toEqual([false, true, false]);
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveFocus();
  });

  it('with linkTo, is a list of links to each tab’s address that choose their tab in place', async () => {
    const { tab, user, router } = renderTabs('active', true);
    expect(tab('One')).toHaveAttribute('href', '/?part=one');
    expect(tab('Three').tagName).toBe('A');
    await user.click(tab('Three'));
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third text');
    // The caller's onSelect decides what the address says; the link itself was not followed.
    expect(router.state.location.search).toBe('');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Two')).toHaveFocus();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  });

  it('with linkTo, leaves a click with a modifier key (a new browser tab) to the link', async () => {
    const { tab } = renderTabs('active', true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    tab('Two').dispatchEvent(click);
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(click.defaultPrevented).toBe(false);
  });

  it('with linkTo, keeps Space from scrolling the page', () => {
    const { tab } = renderTabs('active', true);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    tab('One').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
  });
});
