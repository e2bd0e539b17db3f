import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { connectSession } from '../state/connectSession';

type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** Renders routes in a memory router with a fresh query client (no retries). */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: InitialEntry[],
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries });
  // The same wiring as main.tsx: 401 → /login, cache dropped when the user changes.
  const disconnect = connectSession(router, queryClient);
  onTestFinished(disconnect);
  const user = userEvent.setup(userOptions);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, user, queryClient };
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
