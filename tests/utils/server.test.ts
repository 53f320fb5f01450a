import { describe, expect, it, vi } from 'vitest';
import { takeUnhandledRequests } from './server';

describe('the no-network guard', () => {
  it('records a request even when the code that made it catches the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const caught = await fetch('https://example.com/api?q=nin').then(
      () => 'answered',
      () => 'failed',
    );
    expect(caught).toBe('failed');
    // Taken here so this test passes; left in place, tests/setup.ts would fail the test after it ran.
    expect(takeUnhandledRequests()).toEqual(['GET https://example.com/api?q=nin']);
  });
});
