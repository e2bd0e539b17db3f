import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@welink/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from './api/client';
import { createQueryClient } from './api/queryClient';
import type { NoticeState } from './lib/routeState';
import { routes } from './routes';
import { getSession, subscribeSession } from './state/session';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A 401 on an authenticated call has already cleared the session; say why on /login.
setUnauthorizedHandler(() => {
  const state: NoticeState = { notice: MESSAGES.unauthenticated, tone: 'info' };
  void router.navigate('/login', { replace: true, state });
});

// Cached answers belong to one user: drop them when the session ends or changes hands.
let cachedUserId = getSession()?.user.userId ?? null;
subscribeSession(() => {
  const userId = getSession()?.user.userId ?? null;
  if (userId !== cachedUserId) queryClient.clear();
  cachedUserId = userId;
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
