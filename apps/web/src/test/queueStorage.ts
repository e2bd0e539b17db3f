import type { MemberQueue, QueueStorage } from '../lib/writeQueue';

/** The offline write queue's storage over a Map, as IndexedDB would keep it (jsdom has no IndexedDB). */
export function memoryQueueStorage(): QueueStorage {
  const kept = new Map<string, MemberQueue>();
  return {
    read: async (key) => structuredClone(kept.get(key)),
    change: async (key, change) => void kept.set(key, change(structuredClone(kept.get(key)) ?? { token: null, writes: [] })),
    keys: async () => [...kept.keys()],
  };
}
