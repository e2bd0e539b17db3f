import { useQueryClient } from '@tanstack/react-query';

import { useEffect } from 'react';

import { createEventStreamParser } from '../lib/eventStream';
import { eventKeys, notificationKeys } from '../api/keys';


const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps the unread bell, the notifications count and the new-events dot current as things happen,
 * through the server's event stream (read with fetch: EventSource cannot send
 * the bearer token). Reconnects with backoff; the 30-second poll of the badges
 * stays as the fallback when the stream is down.
 */
export function useLiveUpdates(token: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const { signal } = controller;

    const handle = (event: string, data: string) => {
      if (event === 'unread') {
        const { count } = JSON.parse(data) as { count: number };
        if (Number.isInteger(count)) queryClient.setQueryData(eventKeys.unreadCount(), { count });
      } else if (event === 'notifications') {
        const { count } = JSON.parse(data) as { count: number };
        if (!Number.isInteger(count)) return;
        const known = queryClient.getQueryData<{ count: number }>(notificationKeys.unreadCount());
        queryClient.setQueryData(notificationKeys.unreadCount(), { count });
        // A new one (or one read elsewhere): the list, if on screen, fetches again.
        if (known?.count !== count) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      } else if (event === 'timeline') {
        void queryClient.invalidateQueries({ queryKey: eventKeys.newest() });
      }
    };

    const listen = async () => {
      const response = await fetch('/api/live', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal,
      });
      // The session is over: the next API call ends it; retrying would only repeat the 401.
      if (response.status === 401) return 'stop';
      if (!response.ok || !response.body) return 'retry';
      const parse = createEventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'retry';
        for (const { event, data } of parse(value)) handle(event, data);
      }
    };

    void (async () => {
      for (let attempt = 0; !signal.aborted; attempt++) {
        let outcome: 'stop' | 'retry' = 'retry';
        try {
          outcome = await listen();
          attempt = 0;
        } catch {
          if (signal.aborted) return;
        }
        if (outcome === 'stop') return;
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    })();

    return () => controller.abort();
  }, [token, queryClient]);
}
