import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@welink/domain';
import { startFakePushService, type BrowserSubscription, type FakePushService } from '../../test/fakePushService.js';
import { caller, follow, member, type Member } from '../../test/members.js';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { createWebPush } from '../adapters/push.js';
import { pushSubscriptions, users } from '../db/schema/index.js';

const SUBSCRIPTIONS = '/api/notifications/push/subscriptions';
const keys = webpush.generateVAPIDKeys();

let fake: FakePushService;
let t: TestApp;
let ana: Member;
let bruno: Member;
let carla: Member;
let anaDevice: BrowserSubscription;
let brunoDevice: BrowserSubscription;

beforeAll(async () => {
  fake = await startFakePushService();
  t = await buildTestApp({ webPush: createWebPush(keys, { subject: 'mailto:ops@welink.test', allowedOrigins: [fake.origin] }) });
  [ana, bruno, carla] = (await Promise.all(['Ana', 'Bruno', 'Carla'].map((name) => member(t.app, t.database, name)))) as [Member, Member, Member];
  await follow(t.database, ana, bruno);
  await follow(t.database, bruno, ana);
  anaDevice = fake.subscribe(keys.publicKey);
  brunoDevice = fake.subscribe(keys.publicKey);
  expect((await ana.call('POST', SUBSCRIPTIONS, anaDevice)).status).toBe(200);
  expect((await bruno.call('POST', SUBSCRIPTIONS, brunoDevice)).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.deliveries.length = 0;
});

const devicesOf = async (who: Member) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id))).map((s) => s.endpoint);

/** Ana recommended it; Bruno saves it pending: Ana is told. The request's answer, once pushes are done. */
async function brunoSavesFromAna(title: string) {
  const saved = await bruno.call('POST', '/api/items', { title, category: 'Libro', status: 'pending_rating', recommendedBy: ana.id });
  await t.app.deps.background.idle();
  return saved;
}

describe('Web Push of notifications, against a fake push service', () => {
  it('gives the key to subscribe with, to members only', async () => {
    expect((await ana.call('GET', '/api/notifications/push')).body).toEqual({ available: true, publicKey: keys.publicKey });
    expect((await caller(t.app, null)('GET', '/api/notifications/push')).status).toBe(401);
  });

  it('pushes the notification, signed with VAPID and encrypted for the device, with the sentence the screen shows', async () => {
    const saved = await brunoSavesFromAna('Dune');
    expect(saved.status).toBe(201);
    expect(fake.refused).toEqual([]);
    const [notification] = (await ana.call('GET', '/api/notifications')).body as Array<{ _id: string }>;
    // Ana's device only: Bruno, who acted, is not pushed his own act.
    expect(fake.deliveries).toEqual([
      {
        endpoint: anaDevice.endpoint,
        payload: { title: 'WeLink', body: 'Bruno guardó «Dune» de tu historial', url: '/notificaciones', tag: notification!._id },
        claims: { aud: fake.origin, exp: expect.any(Number), sub: 'mailto:ops@welink.test' },
        ttl: 86_400,
      },
    ]);
  });

  it("says it in the recipient's language: English for one who chose it (the acting member's does not count)", async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, ana.id));
    try {
      await brunoSavesFromAna('Solaris');
    } finally {
      await t.database.db.update(users).set({ language: null }).where(eq(users.id, ana.id));
    }
    expect(fake.deliveries.map((d) => d.payload)).toEqual([expect.objectContaining({ title: 'WeLink', body: 'Bruno saved “Solaris” from your History' })]);
  });

  it('pushes nothing to a member without a device', async () => {
    expect((await ana.call('POST', `/api/users/follow/${carla.id}`)).status).toBe(201);
    await t.app.deps.background.idle();
    expect((await carla.call('GET', '/api/notifications')).body).toHaveLength(1);
    expect(fake.deliveries).toEqual([]);
  });

  it.each([410, 404])('forgets a device its push service answers %i to, and the request still succeeds', async (status) => {
    const device = fake.subscribe(keys.publicKey);
    await ana.call('POST', SUBSCRIPTIONS, device);
    fake.answer(device.endpoint, status);
    expect((await brunoSavesFromAna(`Gone ${status}`)).status).toBe(201);
    expect(await devicesOf(ana)).toEqual([anaDevice.endpoint]);
    expect(fake.deliveries.map((d) => d.endpoint)).toEqual([anaDevice.endpoint]);
  });

  it('keeps a device whose push service fails (500), and the request still succeeds', async () => {
    const device = fake.subscribe(keys.publicKey);
    await ana.call('POST', SUBSCRIPTIONS, device);
    fake.answer(device.endpoint, 500);
    expect((await brunoSavesFromAna('Failing')).status).toBe(201);
    expect(await devicesOf(ana)).toEqual(expect.arrayContaining([anaDevice.endpoint, device.endpoint]));
    await ana.call('DELETE', SUBSCRIPTIONS, { endpoint: device.endpoint });
  });
});

describe('subscriptions', () => {
  it('subscribing again is harmless; an endpoint another member subscribes moves to them; each removes only their own', async () => {
    const device = fake.subscribe(keys.publicKey);
    expect((await carla.call('POST', SUBSCRIPTIONS, device)).body).toEqual({ message: PUSH_MESSAGES.subscribed });
    expect((await carla.call('POST', SUBSCRIPTIONS, device)).status).toBe(200);
    expect(await devicesOf(carla)).toEqual([device.endpoint]);

    await bruno.call('POST', SUBSCRIPTIONS, device);
    expect(await devicesOf(carla)).toEqual([]);
    expect(await devicesOf(bruno)).toContain(device.endpoint);

    expect((await carla.call('DELETE', SUBSCRIPTIONS, { endpoint: device.endpoint })).body).toEqual({ message: PUSH_MESSAGES.unsubscribed });
    expect(await devicesOf(bruno)).toContain(device.endpoint);
    expect((await bruno.call('DELETE', SUBSCRIPTIONS, { endpoint: device.endpoint })).status).toBe(200);
    expect(await devicesOf(bruno)).toEqual([brunoDevice.endpoint]);
  });

  it('accepts the browsers’ push services over https', async () => {
    const device = fake.subscribe(keys.publicKey);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect((await carla.call('POST', SUBSCRIPTIONS, { ...device, endpoint })).status).toBe(200);
      await carla.call('DELETE', SUBSCRIPTIONS, { endpoint });
    }
  });

  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'https://127.0.0.1/push',
    'https://localhost/push',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/x',
    'http://127.0.0.1:1/push',
  ])('refuses an endpoint the server should not POST to: %s', async (endpoint) => {
    const device = fake.subscribe(keys.publicKey);
    const res = await carla.call('POST', SUBSCRIPTIONS, { ...device, endpoint });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: PUSH_MESSAGES.endpointRefused });
    expect(await devicesOf(carla)).toEqual([]);
  });

  it.each([
    [{}, PUSH_MESSAGES.endpointInvalid],
    [{ endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } }, PUSH_MESSAGES.endpointInvalid],
    [{ endpoint: 'https://fcm.googleapis.com/x' }, PUSH_MESSAGES.keysInvalid],
    [{ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'short', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, PUSH_MESSAGES.keysInvalid],
  ])('refuses a malformed subscription with a Spanish message: %j', async (body, message) => {
    const res = await carla.call('POST', SUBSCRIPTIONS, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await devicesOf(carla)).toEqual([]);
  });

  it('is for members only', async () => {
    const visitor = caller(t.app, null);
    expect((await visitor('POST', SUBSCRIPTIONS, fake.subscribe(keys.publicKey))).status).toBe(401);
    expect((await visitor('DELETE', SUBSCRIPTIONS, { endpoint: anaDevice.endpoint })).status).toBe(401);
    expect(await devicesOf(ana)).toEqual([anaDevice.endpoint]);
  });
});

describe('a server without Web Push', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(() => bare.close());

  it('says so, and refuses to subscribe with a clear message', async () => {
    const eva = await member(bare.app, bare.database, 'Eva');
    expect((await eva.call('GET', '/api/notifications/push')).body).toEqual({ available: false, publicKey: null });
    const res = await eva.call('POST', SUBSCRIPTIONS, fake.subscribe(keys.publicKey));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'NOT_CONFIGURED', message: PUSH_MESSAGES.unavailable });
  });
});
