import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuideShare } from '@/features/guides/GuideShare';
import { GuideTabs } from '@/features/guides/GuideTabs';
import { ninGuide } from '@/features/guides/ninGuide';
import { renderToHtml, renderWithProviders } from '../../utils/renderWithProviders';

const TITLE = 'National Identification Number (NIN)';
const urlOf = (path: string) => `${window.location.origin}${path}`;
const whatsAppHref = (url: string) => `https://wa.me/?text=${encodeURIComponent(`${TITLE}\n${url}`)}`;

/** The browser's share sheet (navigator.share), which jsdom lacks: present only in the tests that add it. */
function stubShareSheet(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true, writable: true });
  return spy;
}
afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

function renderShare(path = '/documents/nin?tab=faqs') {
  const view = renderWithProviders(<GuideShare guide={ninGuide} />, { path });
  return { ...view, share: within(screen.getByRole('region', { name: 'Share this guide' })) };
}

describe('GuideShare with a share sheet (navigator.share)', () => {
  it('opens it with the guide title and the page address, tab included, and offers nothing else', async () => {
    const share = stubShareSheet(() => Promise.resolve());
    const { user, share: region } = renderShare();
    expect(region.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledExactlyOnceWith({ title: TITLE, url: urlOf('/documents/nin?tab=faqs') });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing when the reader closes the sheet without sharing', async () => {
    stubShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user, share: region } = renderShare();
    await user.click(region.getByRole('button', { name: 'Share link' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(region.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp and Copy link, and says so, when the sheet fails', async () => {
    stubShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { user, share: region } = renderShare();
    const shareButton = region.getByRole('button', { name: 'Share link' });
    await user.click(shareButton);
    const message = await screen.findByText(
      'This browser could not share the link. Share it on WhatsApp or copy it instead.',
    );
    expect(screen.getByRole('status')).toContainElement(message);
    expect(region.getByRole('link', { name: 'Share on WhatsApp (external site)' })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(shareButton).toBeInTheDocument(); // the focused button stays where it was
  });
});

describe('GuideShare without a share sheet', () => {
  it('links to WhatsApp with the guide title and the page address', () => {
    const { share } = renderShare();
    expect(share.queryByRole('button', { name: 'Share link' })).not.toBeInTheDocument();
    expect(share.getByRole('link', { name: 'Share on WhatsApp (external site)' })).toHaveAttribute(
      'href',
      whatsAppHref(urlOf('/documents/nin?tab=faqs')),
    );
  });

  it('copies the address and says so politely', async () => {
    const { user, share } = renderShare();
    await user.click(share.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(urlOf('/documents/nin?tab=faqs'));
    // role="status" is a polite live region: read out once the reader's own action is done.
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    expect(share.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says clearly when copying fails, and shows the address to copy by hand', async () => {
    const { user, share } = renderShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(share.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Could not copy the link. Copy this address instead: ${urlOf('/documents/nin?tab=faqs')}`,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copied.');
  });

  it('follows the tab: the address shared is the one of the tab on show', async () => {
    const { user } = renderWithProviders(
      <>
        <GuideTabs guide={ninGuide} />
        <GuideShare guide={ninGuide} />
      </>,
      { path: '/documents/nin' },
    );
    const share = within(screen.getByRole('region', { name: 'Share this guide' }));
    await user.click(share.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');

    await user.click(screen.getByRole('tab', { name: 'Process' }));
    const processUrl = urlOf('/documents/nin?tab=process');
    expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', whatsAppHref(processUrl));
    // "Link copied." was about the last address, not this one.
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(share.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(processUrl);
  });
});

describe('GuideShare before the app runs', () => {
  it('shows WhatsApp and Copy link as not yet usable (no address yet), as the page’s HTML has them', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToHtml(<GuideShare guide={ninGuide} />, { path: '/documents/nin' });
    const whatsApp = within(holder).getByText('Share on WhatsApp').closest('a');
    expect(whatsApp).not.toHaveAttribute('href');
    expect(whatsApp).toHaveClass('disabled');
    expect(within(holder).getByText('Copy link').closest('button')).toBeDisabled();
  });
});
