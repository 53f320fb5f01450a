import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useLocation } from 'react-router-dom';
import { SetupPassword } from '@/features/accounts/SetupPassword';
import { useHydrated } from '@/shared/hooks/useHydrated';
import '@/shared/components/staffBootstrap.scss';

/**
 * SETUP_PAGE (/account/setup#token): where a one-time link from an admin (or the server's console)
 * opens. The token travels in the fragment, which no server or log sees; the page reads it once.
 * Nothing renders before the app has started: the prerendered page cannot know the fragment.
 */
export function SetupPasswordRoute() {
  const location = useLocation();
  const hydrated = useHydrated();
  const [token] = useState(() => decodeURIComponent(location.hash.replace(/^#/, '')));
  return <Container fluid="xl">{hydrated && <SetupPassword token={token} />}</Container>;
}
