import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_DELAY } from '@/machines/generator.machine';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { GeneratorTab } from './generatorTab';
import { staffSession } from '../../utils/accountsFake';
import { contentReceived } from '../../utils/contentFake';

afterEach(() => {
  vi.useRealTimers();
});

describe('GeneratorPanel when generation fails', () => {
  it('shows the Generation Failed toast and is ready to try again', async () => {
    // The template builder fails, as a bug in a template would make it.
    const brokenBuilder = () => {
      throw new Error('template missing');
    };
    const { store, user } = renderWithProviders(<GeneratorTab buildDraft={brokenBuilder} />, {
      path: '/admin?tab=generator',
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
