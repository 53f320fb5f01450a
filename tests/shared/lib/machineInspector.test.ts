import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeTransition } from '@/shared/lib/machineInspector';
import { newsletterMachine } from '@/machines/newsletter.machine';

describe('describeTransition', () => {
  it('describes each state change of a machine as one line', () => {
    const lines: string[] = [];
    const actor = createActor(newsletterMachine.provide({ actions: { logSubscription: () => {} } }), {
      inspect: (event) => {
        const line = describeTransition(event);
        if (line) lines.push(line);
      },
    });
    actor.start();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ada@example.com' });
    actor.send({ type: 'SUBMITTED' });
    actor.stop();
    expect(lines[0]).toBe('[newsletter] "form" ← xstate.init');
    expect(lines).toContain('[newsletter] "thanks" ← SUBMITTED');
  });
});
