import { afterEach, describe, expect, it, vi } from 'vitest';
import { touchGate } from '@/shared/lib/touchGate';

/** Whether the gate has opened by the time queued callbacks have run. */
async function isOpen(gate: { opened: Promise<void> }): Promise<boolean> {
  let open = false;
  void gate.opened.then(() => (open = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return open;
}

afterEach(() => document.body.replaceChildren());

describe('touchGate', () => {
  it('stays shut while the person reads, and opens on a press, a focus or a key inside the part', async () => {
    document.body.innerHTML =
      '<p id="text">A guide</p><section id="page-feedback"><button>Yes</button><button>No</button></section>';
    for (const use of ['pointerdown', 'focusin', 'keydown']) {
      const gate = touchGate('#page-feedback');
      gate.watch(document);
      document.getElementById('text')!.dispatchEvent(new Event(use, { bubbles: true }));
      expect(await isOpen(gate)).toBe(false);
      document.querySelector('button')!.dispatchEvent(new Event(use, { bubbles: true }));
      expect(await isOpen(gate)).toBe(true);
    }
  });

  it('opens at once when the page has no such part (drawn by the app, or rendered on the server)', async () => {
    const gate = touchGate('#page-feedback');
    gate.watch(document);
    expect(await isOpen(gate)).toBe(true);
    const opened = touchGate('#page-feedback');
    opened.open();
    expect(await isOpen(opened)).toBe(true);
  });
});

describe('a click before the part’s code', () => {
  it('is held, and given to the part once its code has arrived', async () => {
    // A part of its own: the gates above still watch their parts, as a page's gates do.
    document.body.innerHTML = '<section id="held-click"><button type="button">Yes</button></section>';
    const button = document.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.isTrusted));
    const gate = touchGate('#held-click');
    gate.watch(document);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(clicks).toEqual([]); // held: the part's own handler never saw it
    // Meanwhile the part says it is busy, and the button looks (and is, to a second tap) not yet ready.
    expect(document.getElementById('held-click')).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('disabled');
    gate.arrived();
    expect(document.getElementById('held-click')).toHaveAttribute('aria-busy', 'false');
    expect(button).not.toHaveClass('disabled');
    await expect.poll(() => clicks.length).toBe(1);
  });

  it('goes to the browser when the code does not come in time', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="late-code"><button type="button">Yes</button></section>';
    const button = document.querySelector('button')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    const gate = touchGate('#late-code');
    gate.watch(document);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(2900);
    expect(clicks).toBe(0);
    vi.advanceTimersByTime(200);
    expect(clicks).toBe(1);
    expect(document.getElementById('late-code')).toHaveAttribute('aria-busy', 'false');
    vi.useRealTimers();
  });
});
