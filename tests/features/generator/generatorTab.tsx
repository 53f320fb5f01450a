import { useEffect, type ComponentProps } from 'react';
import { createArticle } from '@/features/content/contentQueue';
import { publishGeneratedDrafts } from '@/features/generator/draftPublishing';
import { GeneratorPanel } from '@/features/generator/GeneratorPanel';
import { Toaster } from '@/features/toasts/Toaster';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks';

/**
 * The generator tab as the staff dashboard (src/routes/AdminRoute.tsx) shows it — the panel, the toasts,
 * and a published draft sent to the server as a new article — with the panel's draft builder and first
 * seed given by the test.
 */
export function GeneratorTab(props: ComponentProps<typeof GeneratorPanel>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(
    () => publishGeneratedDrafts(dispatch, (article) => createArticle(store, article, 'generator')),
    [dispatch, store],
  );
  return (
    <>
      <GeneratorPanel {...props} />
      <Toaster />
    </>
  );
}
