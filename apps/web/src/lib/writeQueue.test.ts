import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '@welink/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { IN_PROGRESS_MESSAGE, KEY_HEADER, outcomeOf, sendQueuedWrite, workerHeaders } from './sendQueuedWrite';
import { memoryQueueStorage } from '../test/queueStorage';
import { createWriteQueue, type QueuedWrite, type SendOutcome } from './writeQueue';

let counter = 0;
const write = (title: string, kind: QueuedWrite['kind'] = 'createItem'): QueuedWrite => ({
  id: `key-${++counter}`,
  kind,
  method: 'POST',
  path: '/api/items',
  body: { title },
  title,
  queuedAt: new Date().toISOString(),
});

describe('the offline write queue', () => {
  it('sends in the order the writes were made, and forgets each once sent', async () => {
    const queue = createWriteQueue(memoryQueueStorage());
    await queue.add('ana', 'token-a', write('Uno'));
    await queue.add('ana', 'token-a', write('Dos'));
    await queue.add('ana', 'token-a', write('Tres'));
    const seen: string[] = [];
    const result = await queue.flush('ana', async (w) => (seen.push(w.title), { kind: 'sent' }));
    expect(seen).toEqual(['Uno', 'Dos', 'Tres']);
    expect(result).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(await queue.list('ana')).toEqual([]);
  });

  it('keeps a write the network failed, with the same key on the next round, and none overtakes it', async () => {
    const queue = createWriteQueue(memoryQueueStorage());
    await queue.add('ana', 'token-a', write('Uno'));
    await queue.add('ana', 'token-a', write('Dos'));
    const keys: string[] = [];
    const offline = vi.fn(async (w: QueuedWrite): Promise<SendOutcome> => (keys.push(w.id), { kind: 'later' }));
    expect(await queue.flush('ana', offline)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(offline).toHaveBeenCalledTimes(1);
    expect((await queue.list('ana')).map((w) => w.title)).toEqual(['Uno', 'Dos']);

    await queue.flush('ana', async (w) => (keys.push(w.id), { kind: 'sent' }));
    const [first, again, second] = keys;
    expect(again).toBe(first);
    expect(second).not.toBe(first);
    expect(await queue.list('ana')).toEqual([]);
  });

  it('hands a refusal back with its reason and goes on with the next; a retry sends it again with its key', async () => {
    const queue = createWriteQueue(memoryQueueStorage());
    const refusedOne = write('Casa Sol');
    await queue.add('ana', 'token-a', refusedOne);
    await queue.add('ana', 'token-a', write('Dune'));
    const result = await queue.flush('ana', async (w) =>
      w.title === 'Casa Sol' ? { kind: 'refused', status: 409, message: 'Ya tienes este WeLink guardado' } : { kind: 'sent' },
    );
    expect(result).toEqual({ sent: 1, refused: 1, waiting: 0 });
    const [kept] = await queue.list('ana');
    expect(kept).toMatchObject({ title: 'Casa Sol', refused: { status: 409, message: 'Ya tienes este WeLink guardado' } });

    // A refused write is not sent again on its own…
    const sender = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    await queue.flush('ana', sender);
    expect(sender).not.toHaveBeenCalled();
    // …only when the member asks, and with the key it had.
    await queue.retry('ana', refusedOne.id);
    await queue.flush('ana', sender);
    expect(sender).toHaveBeenCalledWith(expect.objectContaining({ id: refusedOne.id }), 'token-a');
    expect(await queue.list('ana')).toEqual([]);
  });

  it('keeps each member apart: one never sends or sees what another queued', async () => {
    const queue = createWriteQueue(memoryQueueStorage());
    await queue.add('ana', 'token-a', write('De Ana'));
    await queue.add('bea', 'token-b', write('De Bea'));
    expect((await queue.list('bea')).map((w) => w.title)).toEqual(['De Bea']);
    const sent: Array<[string, string | null]> = [];
    await queue.flush('bea', async (w, token) => (sent.push([w.title, token]), { kind: 'sent' }));
    expect(sent).toEqual([['De Bea', 'token-b']]);
    expect((await queue.list('ana')).map((w) => w.title)).toEqual(['De Ana']);
    await queue.forget('ana');
    expect(await queue.list('ana')).toEqual([]);
    expect((await queue.members()).sort()).toEqual(['ana', 'bea']);
  });

  it('runs one round per member at a time, so no write goes twice at once', async () => {
    const queue = createWriteQueue(memoryQueueStorage());
    await queue.add('ana', 'token-a', write('Uno'));
    const sender = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    await Promise.all([queue.flush('ana', sender), queue.flush('ana', sender)]);
    expect(sender).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners of every change', async () => {
    const queue = createWriteQueue(memoryQueueStorage());
    const listener = vi.fn();
    queue.subscribe(listener);
    await queue.add('ana', 'token-a', write('Uno'));
    expect(listener).toHaveBeenCalled();
  });
});

describe('sending a queued write', () => {
  it("spells the domain's header and message as the domain does", () => {
    expect(KEY_HEADER).toBe(IDEMPOTENCY_KEY_HEADER);
    expect(IN_PROGRESS_MESSAGE).toBe(IDEMPOTENCY_MESSAGES.inProgress);
  });

  it('sends its Idempotency-Key and the member token', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    const queued = write('Uno');
    expect(await sendQueuedWrite(queued, workerHeaders('token-a'), fetcher)).toEqual({ kind: 'sent' });
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/items');
    expect(init.headers).toMatchObject({ 'idempotency-key': queued.id, Authorization: 'Bearer token-a' });
  });

  it('waits on no answer, 5xx, 401 and a send still under way; hands back other 4xx with the server message', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendQueuedWrite(write('Uno'), workerHeaders('token-a'), down)).toEqual({ kind: 'later' });
    const create = { kind: 'createItem' } as const;
    expect(outcomeOf(create, 503, null)).toEqual({ kind: 'later' });
    expect(outcomeOf(create, 401, 'Sesión caducada')).toEqual({ kind: 'later' });
    expect(outcomeOf(create, 409, IDEMPOTENCY_MESSAGES.inProgress)).toEqual({ kind: 'later' });
    expect(outcomeOf(create, 409, 'Ya tienes este WeLink guardado')).toEqual({ kind: 'refused', status: 409, message: 'Ya tienes este WeLink guardado' });
    expect(outcomeOf(create, 400, null)).toMatchObject({ kind: 'refused', status: 400 });
    expect(outcomeOf({ kind: 'savePending' }, 409, 'Ya tienes este WeLink guardado')).toEqual({ kind: 'sent' });
  });
});

describe("the worker's part of the queue", () => {
  it('imports nothing of the page (API client, i18n, domain values), which would put zod and Lingui in sw.js', () => {
    for (const file of ['./writeQueue.ts', './sendQueuedWrite.ts', './workerMessages.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gm)].map((match) => match[1]);
      expect(imports.filter((from) => from !== 'idb-keyval' && from !== './writeQueue'), file).toEqual([]);
    }
  });
});
