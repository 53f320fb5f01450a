import { afterEach, describe, expect, it } from 'vitest';
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
