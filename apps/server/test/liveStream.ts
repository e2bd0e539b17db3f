export interface LiveEvent {
  event: string;
  data: unknown;
}

/** Opens GET /api/live over real HTTP as the bearer of `token` and collects its events. */
export async function openLiveStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error(`live stream refused: ${res.status} ${res.headers.get('content-type')}`);
  }
  const events: LiveEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (e: LiveEvent) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching live event in ${JSON.stringify(events)}`);
  };
  // Cancelling the reader ends the connection; an abort alone left it open on the server.
  const close = () => {
    controller.abort();
    void reader.cancel().catch(() => undefined);
  };
  return { events, waitFor, headers: res.headers, close };
}
