import pg from 'pg';

/** What a LISTEN subscriber is told: each payload, and whether notices arrive (false: some may be missed). */
interface Subscriber {
  onPayload: (payload: string) => void;
  onListening: (listening: boolean) => void;
  /** What it was last told, so a state is told once however many paths reach it. */
  told?: boolean;
}

/** Names this process's LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'welink-listen';

/**
 * Every channel this process listens to, on one dedicated connection (a pooled one may be
 * handed to someone else; and each LISTEN connection is one more a pooler such as PgBouncer
 * cannot share). It connects on the first subscriber and closes after the last. When the
 * server drops it, every subscriber hears `false`; it reconnects every second until the
 * server answers, listens to every channel again, and every subscriber hears `true`.
 */
export function createPgListener(url: string, onConnectionLost: (error: Error) => void = () => {}) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  /** The channels each connection listens to: a new connection starts with none. */
  const listenedOn = new WeakMap<pg.Client, Set<string>>();
  const listenedBy = (on: pg.Client): Set<string> => {
    let listened = listenedOn.get(on);
    if (!listened) listenedOn.set(on, (listened = new Set()));
    return listened;
  };
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const tell = (subscriber: Subscriber, listening: boolean) => {
    if (subscriber.told === listening) return;
    subscriber.told = listening;
    subscriber.onListening(listening);
  };
  const tellAll = (listening: boolean, only?: Set<string>) => {
    for (const [channel, subscribers] of channels) if (!only || only.has(channel)) for (const s of subscribers) tell(s, listening);
  };

  const listenOn = async (on: pg.Client, channel: string) => {
    await on.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listenedBy(on).add(channel);
  };

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const s of channels.get(message.channel) ?? []) s.onPayload(message.payload);
    });
    // A dropped connection can report more than one error: it is listened again once.
    let dropped = false;
    next.on('error', (error) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      tellAll(false);
      onConnectionLost(error);
      reconnect();
    });
    try {
      await next.connect();
      for (const channel of [...channels.keys()]) await listenOn(next, channel);
    } catch (error) {
      dropped = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    tellAll(true, listenedBy(next));
    return next;
  };

  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = undefined));
    return connecting;
  };

  // Tried again every second while the server stays away (a failed connect emits no 'error').
  const reconnect = (): void => {
    if (channels.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (channels.size === 0) return;
      connection().catch((error: Error) => {
        onConnectionLost(error);
        reconnect();
      });
    }, 1000).unref();
  };

  const unsubscribe = async (channel: string, subscriber: Subscriber) => {
    const subscribers = channels.get(channel);
    subscribers?.delete(subscriber);
    if (!subscribers || subscribers.size > 0) return;
    channels.delete(channel);
    if (channels.size > 0) {
      if (client && listenedBy(client).delete(channel)) await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      return;
    }
    clearTimeout(retry);
    retry = undefined;
    // A reconnection under way would otherwise leave a connection open for no one.
    const current = client ?? (await connecting?.catch(() => undefined));
    if (channels.size > 0 || !current) return;
    client = undefined;
    await current.end().catch(() => undefined);
  };

  return {
    /** Like Database.listen: resolves once the channel is listened to; rejects if the server cannot be reached now. */
    async listen(channel: string, onPayload: (payload: string) => void, onListening: (listening: boolean) => void = () => {}) {
      const subscriber: Subscriber = { onPayload, onListening };
      const subscribers = channels.get(channel) ?? new Set<Subscriber>();
      subscribers.add(subscriber);
      channels.set(channel, subscribers);
      let on: pg.Client;
      try {
        on = await connection();
        if (!listenedBy(on).has(channel)) await listenOn(on, channel);
      } catch (error) {
        await unsubscribe(channel, subscriber);
        throw error;
      }
      // Dropped meanwhile: the reconnection tells it.
      if (client === on) tell(subscriber, true);
      return () => unsubscribe(channel, subscriber);
    },
  };
}
