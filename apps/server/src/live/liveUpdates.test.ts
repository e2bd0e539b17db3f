import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let base: string;
let bea: Member;
let ana: Member;

beforeAll(async () => {
  t = await buildTestApp();
  bea = await member(t.app, t.database, 'Bea');
  ana = await member(t.app, t.database, 'Ana');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens the stream as a member and collects its events. */
async function openStream(who: Member) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live`, { headers: { authorization: `Bearer ${who.token}` }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: Array<{ event: string; data: unknown }> = [];
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
  const waitFor = async (predicate: (e: { event: string; data: unknown }) => boolean) => {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching live event in ${JSON.stringify(events)}`);
  };
  return { events, waitFor, close: () => controller.abort() };
}

describe('GET /api/live', () => {
  it('refuses a visitor', async () => {
    expect((await fetch(`${base}/api/live`)).status).toBe(401);
  });

  it('pushes the unread count to the asker and Timeline news to followers as they happen', async () => {
    const beaStream = await openStream(bea);
    const anaStream = await openStream(ana);
    await beaStream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 0);

    const question = await bea.call('POST', '/api/events', { title: '¿Una serie?', type: 'Question' });
    await anaStream.waitFor((e) => e.event === 'timeline' && (e.data as { authorId: string }).authorId === bea.id);

    await ana.call('POST', '/api/responses', { eventId: question.body._id, text: 'The Bear' });
    await beaStream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 1);

    await bea.call('POST', `/api/responses/event/${question.body._id}/mark-read`);
    await beaStream.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 0 && beaStream.events.indexOf(e) > 1);
    expect(anaStream.events.filter((e) => e.event === 'unread').every((e) => (e.data as { count: number }).count === 0)).toBe(true);
    beaStream.close();
    anaStream.close();
  });
});
