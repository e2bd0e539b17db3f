import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { UNSAFE_createMemoryHistory, useRoutes, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { AppRouter, type AppHistory } from '../router/AppRouter';
import { historyNavigator } from '../router/navigator';
import { connectSession } from '../api/connectSession';

type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The router as tests see it: where it is, and a way to go elsewhere. */
function testRouter(history: AppHistory) {
  const navigator = historyNavigator(history);
  return {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: (to: string | number) => act(() => (typeof to === 'number' ? navigator.navigate(to) : navigator.navigate(to))),
  };
}

/** Renders routes with the app's router over an in-memory history and a fresh query client (no retries). */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: InitialEntry[],
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const history = UNSAFE_createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1, v5Compat: true });
  // The same wiring as main.tsx: 401 → /login, cache dropped when the user changes.
  const disconnect = connectSession(historyNavigator(history), queryClient);
  onTestFinished(disconnect);
  const user = userEvent.setup(userOptions);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history}>
        <Routes routes={routes} />
      </AppRouter>
    </QueryClientProvider>,
  );
  return { ...utils, router: testRouter(history), user, queryClient };
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces global fetch; the returned mock records every call. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a recorded fetch call sent. */
export function sentBody(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
