import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_DELAY } from '@/machines/generator.machine';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { staffSession } from '../../utils/accountsFake';
import { contentReceived } from '../../utils/contentFake';

// The template builder fails, as a bug in a template would make it.
vi.mock('@/features/generator/draftTemplates', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/generator/draftTemplates')>()),
  buildDraft: () => {
    throw new Error('template missing');
  },
}));

afterEach(() => {
  vi.useRealTimers();
});

describe('GeneratorPanel when generation fails', () => {
  it('shows the Generation Failed toast and is ready to try again', async () => {
    const { store, user } = renderWithProviders('/admin?tab=generator', {
      preloadedState: {
        session: staffSession(),
      },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(await screen.findByRole('textbox', { name: 'Topic' }, { timeout: 5000 }), 'NIN');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY));

    const alert = screen.getByRole('alert', { name: 'Notifications' });
    expect(await within(alert).findByText('Generation Failed')).toBeInTheDocument();
    expect(within(alert).getByText('There was an error generating content')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(contentReceived.writes).toEqual([]);
    expect(store.getState().content.queue).toEqual([]);
    expect(error).toHaveBeenCalledWith('[generator]', expect.any(Error));
  });
});
