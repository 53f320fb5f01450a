import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiveStaticHtml, StaticHtml } from '@/shared/components/StaticHtml';

/** Called each time the text inside is rendered: hydration should not render it at all. */
const textRendered = vi.fn();
function Text({ words }: { words: string }) {
  textRendered();
  return (
    <p>
      {words} <Link to="/documents/nin">the NIN guide</Link> <a href="https://nimc.gov.ng/">NIMC</a>
    </p>
  );
}

function Address() {
  const { pathname } = useLocation();
  return <p data-testid="address">{pathname}</p>;
}

function Page({ words, from }: { words: string; from?: unknown }) {
  return (
    <>
      <StaticHtml from={from}>
        <Text words={words} />
      </StaticHtml>
      <Address />
    </>
  );
}

function app(words: string, from?: unknown) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Page words={words} from={from} />} />
      </Routes>
    </MemoryRouter>
  );
}

/** The server's HTML of the page, in the document, hydrated as src/main.tsx does it. */
async function hydrated(words: string, from?: unknown) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(words, from));
  document.body.append(container);
  const paragraph = container.querySelector('p');
  textRendered.mockClear();
  const errors: unknown[] = [];
  receiveStaticHtml(container);
  const root = await act(async () =>
    hydrateRoot(container, app(words, from), { onRecoverableError: (error) => errors.push(error) }),
  );
  return { container, paragraph, errors, root };
}

afterEach(() => {
  receiveStaticHtml(document.createElement('div')); // no page hydrating any more
  document.body.replaceChildren();
});

describe('StaticHtml', () => {
  it('adopts the HTML it came with: nothing inside rendered or replaced, no mismatch', async () => {
    const { container, paragraph, errors } = await hydrated('Enrol for free.');
    expect(errors).toEqual([]);
    expect(textRendered).not.toHaveBeenCalled();
    // The very same element, not a copy: React walked none of it.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(screen.getByText(/Enrol for free/)).toBeInTheDocument();
  });

  it('follows a plain click on a link inside with the router, and leaves other clicks to the browser', async () => {
    await hydrated('Enrol for free.');
    const guide = screen.getByRole('link', { name: 'the NIN guide' });
    // A click with Ctrl (a new tab) and a link to another site are the browser's.
    expect(fireEvent.click(guide, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'NIMC' }))).toBe(true);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    // A plain click is the router's: no page load (the default is prevented), the address changes.
    expect(fireEvent.click(guide)).toBe(false);
    expect(screen.getByTestId('address')).toHaveTextContent('/documents/nin');
  });

  it('renders its children when it is not hydrating, and draws a new `from` anew', async () => {
    textRendered.mockClear();
    render(app('Rendered in the browser.'));
    expect(textRendered).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Rendered in the browser/)).toBeInTheDocument();

    const first = { id: 1 };
    function Changing() {
      const [from, setFrom] = useState<unknown>(first);
      return (
        <>
          <button onClick={() => setFrom({ id: 2 })}>Next</button>
          {app(from === first ? 'First text.' : 'Second text.', from)}
        </>
      );
    }
    document.body.replaceChildren();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Changing />);
    document.body.append(container);
    receiveStaticHtml(container);
    await act(async () => hydrateRoot(container, <Changing />));
    expect(screen.getByText(/First text/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(screen.getByText(/Second text/)).toBeInTheDocument();
  });
});
