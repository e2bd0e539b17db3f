import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { appQueryClient } from '../api/appQueryClient';

/** Gives its children the app's query client, unless one is already provided above (tests bring their own). */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** Layout route of the screens that read or write data. */
export function QueryLayout() {
  return (
    <WithQueryClient>
      <Outlet />
    </WithQueryClient>
  );
}
