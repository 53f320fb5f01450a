/** The parts of a click (the DOM's or React's) that say whether it is a plain one. */
type Click = Pick<MouseEvent, 'button' | 'defaultPrevented' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/**
 * Whether a click on a link is one the page may take over, as React Router's <Link> decides: the main
 * button, no modifier (a new tab, a new window, a download are the browser's), a link for this tab.
 */
export function isPlainClick(event: Click, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}
