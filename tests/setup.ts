import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetReceived } from './utils/apiHandlers';
import { restorePristinePage } from './utils/pristinePage';
import { recordUnhandledRequest, server, takeUnhandledRequests } from './utils/server';

// Two workers share two cores: when both are busy a query over a whole page takes a few hundred ms, and
// Testing Library's default 1 s wait for what a test expects to appear failed a test that was only slow.
configure({ asyncUtilTimeout: 5000 });

// Only the portal's own API is answered: any other request fails the test — even one whose error the
// app catches and hides.
beforeAll(() => server.listen({ onUnhandledRequest: recordUnhandledRequest }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetReceived();
  localStorage.clear();
  const requests = takeUnhandledRequests();
  if (requests.length > 0) throw new Error(`The page made network requests: ${requests.join(', ')}`);
});
afterAll(() => {
  server.close();
  // The next test file in this worker finds the page as a new one (tests/utils/pristinePage.ts).
  restorePristinePage();
});

// jsdom lacks matchMedia; the colour-mode code and the admin's react-bootstrap components ask for it.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      // The whole interface, its old listener methods with it: libraries may still call them.
      /* eslint-disable @typescript-eslint/no-deprecated -- the stand-in defines them, nothing here calls them */
      addListener: () => {},
      removeListener: () => {},
      /* eslint-enable @typescript-eslint/no-deprecated */
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has <dialog> but not its methods. These stand in for the browser: showModal() shows it, close()
// hides it and fires "close", as Escape does too (focus containment and inertness are the browser's own,
// checked in the browser journeys).
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};

// jsdom's Blob (so File) lacks text(), which every browser has; the backup import reads files with it.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsText(this);
    });
  };
}
