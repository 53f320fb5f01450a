import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuideBlockView } from '@/features/guides/GuideBlockView';
import { GuideTabs } from '@/features/guides/GuideTabs';
import { ninGuide } from '@/features/guides/ninGuide';
import yoGuide from '@/features/guides/ninGuideMessages.yo';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** The NIN guide's tabs at `path`, and the panel of the tab named `tab` (chosen by the address). */
function renderPanel(tab: string, path: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<GuideTabs guide={ninGuide} />, { path, ...options });
  return { ...view, panel: within(screen.getByRole('tabpanel', { name: tab })) };
}

/** The tap-to-dial addresses among some links. */
const telLinks = (links: HTMLElement[]) =>
  links.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('tel:'));

describe('NIN guide: short codes to dial', () => {
  it('makes *346# in the Verification steps a tel: link, # written %23, beside the registered-phone and charge notes', () => {
    const { panel } = renderPanel('Verification', '/documents/nin?tab=verification');
    const link = panel.getByRole('link', { name: '*346#' });
    expect(link).toHaveAttribute('href', 'tel:*346%23');
    const step = link.closest('li');
    expect(step).toHaveTextContent(/^Dial \*346#\.$/);
    // The steps say which phone to dial from, and the note after them what it may cost.
    expect(step?.previousElementSibling).toHaveTextContent('the SIM card you registered with NIMC');
    expect(step?.closest('ol')?.nextElementSibling).toHaveTextContent(
      'This service may cost a small charge from your mobile network.',
    );
  });

  it('leaves the virtual-NIN pattern, which has words in it, as text', () => {
    const { panel } = renderPanel('Verification', '/documents/nin?tab=verification');
    expect(panel.getByText(/dial \*346\*3\*your NIN\*the agency code# from your registered/)).toBeVisible();
    expect(panel.queryByRole('link', { name: /agency code/ })).not.toBeInTheDocument();
    expect(telLinks(panel.getAllByRole('link'))).toEqual(['tel:*346%23']);
  });

  it('links the code in the FAQ answer too, with its notes in the same answer', () => {
    const { panel } = renderPanel('FAQs', '/documents/nin?tab=faqs');
    const link = panel.getByRole('link', { name: '*346#' });
    expect(link).toHaveAttribute('href', 'tel:*346%23');
    expect(link.closest('p')).toHaveTextContent(
      'Dial *346# from the phone number you registered with NIMC and follow the instructions. Your network may charge a small fee.',
    );
  });

  it('keeps the same link in a translation, whose text only names the code', async () => {
    await ninGuide.messages.load('yo');
    const { panel } = renderPanel(yoGuide['tab.verification'], '/documents/nin?tab=verification', {
      preloadedState: { i18n: { locale: 'yo', preferred: null } },
    });
    expect(yoGuide['verification.shortCode.dial']).toBe('Ẹ tẹ̀ {shortCode}.');
    const link = panel.getByRole('link', { name: '*346#' });
    expect(link).toHaveAttribute('href', 'tel:*346%23');
    expect(link.closest('li')).toHaveTextContent(/^Ẹ tẹ̀ \*346#\.$/);
  });
});

describe('GuideBlockView', () => {
  const text: Record<string, string> = {
    step: 'Dial {balance}, or {unknown}.',
    plain: 'Call {balance} later.',
  };
  const t = (key: string) => text[key] ?? key;

  it('links only the placeholders the block names as dial codes, each code encoded for tel:', () => {
    renderWithProviders(
      <GuideBlockView block={{ kind: 'steps', items: ['step'], dial: { balance: '*556*1#' } }} t={t} />,
    );
    expect(screen.getByRole('link', { name: '*556*1#' })).toHaveAttribute('href', 'tel:*556*1%23');
    expect(screen.getByRole('listitem')).toHaveTextContent('Dial *556*1#, or {unknown}.');
  });

  it('links nothing in a block without dial codes', () => {
    renderWithProviders(<GuideBlockView block={{ kind: 'paragraph', text: 'plain' }} t={t} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Call {balance} later.')).toBeInTheDocument();
  });
});
