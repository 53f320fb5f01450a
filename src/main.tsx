import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@/app/theme.css';
import { makeStore } from '@/app/store';
import { loadPersistedState } from '@/app/persistence';
import { browserStorage } from '@/app/storage';
import { appRoutes } from '@/app/router';
import { followSystemColorMode } from '@/app/colorMode';
import { syncWithOtherTabs } from '@/app/tabSync';

const storage = browserStorage();
const store = makeStore(loadPersistedState(storage), storage);
const router = createBrowserRouter(appRoutes);
followSystemColorMode(window);
syncWithOtherTabs(window, store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
