import type { QueryClient } from '@tanstack/react-query';
import { historyNavigator } from '../router/navigator';
import { appHistory } from '../router/appHistory';
import { connectSession } from './connectSession';
import { createQueryClient } from './queryClient';

let client: QueryClient | null = null;

/**
 * The app's query cache, created by the first screen that reads or writes data (never by the
 * landing or legal pages, which keeps TanStack Query out of the code every visitor downloads).
 */
export function appQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    connectSession(historyNavigator(appHistory), client);
  }
  return client;
}
