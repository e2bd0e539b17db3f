import { createStore, get, update, type UseStore } from 'idb-keyval';

/*
 * Writes made without a connection (ADR 0026): kept in IndexedDB under their member, each with
 * the Idempotency-Key it is sent with every time, and sent in order once the connection is back,
 * by the page (api/queuedWrites.ts) or by the service worker's Background Sync (src/sw.ts). This
 * file holds the storage and the order; how a write is sent is the caller's.
 */

/** What a queued write does, for the member to read in the list of what waits. */
export type QueuedWriteKind = 'createItem' | 'savePending' | 'rateItem' | 'answer';

export interface QueuedWrite {
  /** Also the Idempotency-Key: the server does the write once however often it is sent. */
  id: string;
  kind: QueuedWriteKind;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  /** What the member reads: the WeLink's title, the question answered. */
  title: string;
  /** The stars of a rating or of a new WeLink, if any. */
  rating?: number;
  queuedAt: string;
  /** Set when the server refused it: kept, with its reason, until the member retries or discards it. */
  refused?: { status: number; message: string };
}

/** One member's queue, with the session token last seen, so the service worker can send it too. */
export interface MemberQueue {
  token: string | null;
  writes: QueuedWrite[];
}

/** Where queues are kept: IndexedDB in the app, a Map in tests. */
export interface QueueStorage {
  read(key: string): Promise<MemberQueue | undefined>;
  change(key: string, change: (queue: MemberQueue) => MemberQueue): Promise<void>;
  keys(): Promise<string[]>;
}

const DB_NAME = 'welink-writes';
const KEY_PREFIX = 'member-';
export const queueKey = (userId: string) => `${KEY_PREFIX}${userId}`;
export const memberOfKey = (key: string) => (key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : undefined);

/** The Background Sync tag the page registers and the worker answers. */
export const SYNC_TAG = 'welink-writes';

let idbStore: UseStore | undefined;
const store = () => (idbStore ??= createStore(DB_NAME, 'queues'));

export const indexedDbStorage: QueueStorage = {
  read: (key) => get<MemberQueue>(key, store()),
  // idb-keyval's update reads and writes in one transaction: two tabs never lose each other's writes.
  change: (key, change) => update<MemberQueue>(key, (queue) => change(queue ?? { token: null, writes: [] }), store()),
  keys: () => store()('readonly', (objects) => new Promise<string[]>((resolve, reject) => {
    const request = objects.getAllKeys();
    request.onsuccess = () => resolve(request.result.map(String));
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  })),
};

/** How the server took one send of a write. */
export type SendOutcome =
  | { kind: 'sent' }
  /** Refused for a reason sending again will not change (a 4xx): handed back to the member. */
  | { kind: 'refused'; status: number; message: string }
  /** No answer, a 5xx, a 401 or a 409 while an earlier send is still under way: try later. */
  | { kind: 'later' };

export type Sender = (write: QueuedWrite, token: string | null) => Promise<SendOutcome>;

let defaultStorage: QueueStorage = indexedDbStorage;

/** Tests: jsdom has no IndexedDB, so a queue made without its own storage uses this one instead. */
export function replaceDefaultQueueStorage(storage: QueueStorage): void {
  defaultStorage = storage;
}

export function createWriteQueue(ownStorage?: QueueStorage) {
  const storage: QueueStorage = {
    read: (key) => (ownStorage ?? defaultStorage).read(key),
    change: (key, change) => (ownStorage ?? defaultStorage).change(key, change),
    keys: () => (ownStorage ?? defaultStorage).keys(),
  };
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const flushing = new Map<string, Promise<FlushResult>>();

  async function change(userId: string, fn: (queue: MemberQueue) => MemberQueue): Promise<void> {
    await storage.change(queueKey(userId), fn);
    changed();
  }

  const queue = {
    async list(userId: string): Promise<QueuedWrite[]> {
      return (await storage.read(queueKey(userId)))?.writes ?? [];
    },

    add(userId: string, token: string | null, write: QueuedWrite): Promise<void> {
      return change(userId, (queue) => ({ token: token ?? queue.token, writes: [...queue.writes.filter((w) => w.id !== write.id), write] }));
    },

    remove(userId: string, id: string): Promise<void> {
      return change(userId, (queue) => ({ ...queue, writes: queue.writes.filter((write) => write.id !== id) }));
    },

    /** A refused write goes back in line, with the same key (the server freed it on refusing). */
    retry(userId: string, id: string): Promise<void> {
      return change(userId, (queue) => ({
        ...queue,
        writes: queue.writes.map((write) => (write.id === id ? { ...write, refused: undefined } : write)),
      }));
    },

    /** Everything of this member's goes (their explicit sign-out, once warned). */
    forget(userId: string): Promise<void> {
      return change(userId, () => ({ token: null, writes: [] }));
    },

    members: async (): Promise<string[]> => (await storage.keys()).map(memberOfKey).filter((id): id is string => id !== undefined),

    /**
     * Sends the member's waiting writes in the order they were made, each with its own key. A
     * refusal is kept with its reason and the next write goes on; a write that must wait stops
     * the round, so none overtakes it. One round per member at a time.
     */
    flush(userId: string, send: Sender, token?: string | null): Promise<FlushResult> {
      const running = flushing.get(userId);
      if (running) return running;
      const round = flushRound(userId, send, token).finally(() => flushing.delete(userId));
      flushing.set(userId, round);
      return round;
    },

    /** Someone else (the service worker) changed the stored queues: listeners read again. */
    notify: changed,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  async function flushRound(userId: string, send: Sender, token?: string | null): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
    if (token !== undefined && token !== null) await storage.change(queueKey(userId), (queue) => ({ ...queue, token }));
    const stored = await storage.read(queueKey(userId));
    const waiting = (stored?.writes ?? []).filter((write) => !write.refused);
    for (const [index, write] of waiting.entries()) {
      const outcome = await send(write, token ?? stored?.token ?? null);
      if (outcome.kind === 'later') {
        result.waiting = waiting.length - index;
        break;
      }
      if (outcome.kind === 'sent') {
        result.sent++;
        await change(userId, (queue) => ({ ...queue, writes: queue.writes.filter((w) => w.id !== write.id) }));
      } else {
        result.refused++;
        const refused = { status: outcome.status, message: outcome.message };
        await change(userId, (queue) => ({ ...queue, writes: queue.writes.map((w) => (w.id === write.id ? { ...w, refused } : w)) }));
      }
    }
    return result;
  }

  return queue;
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** Writes still waiting for the connection or the server. */
  waiting: number;
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;

/** A fresh key for a write: random, visible ASCII, as the server's Idempotency-Key asks. */
export const newWriteId = (): string => crypto.randomUUID();
