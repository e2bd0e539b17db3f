import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGES } from '@welink/domain';
import { callsTo, fakeApi, signIn } from '../../test/fakeApi';
import { jsonResponse, renderRoutes, sentBody } from '../../test/render';
import { PushNotificationsCard } from './PushNotificationsCard';

const CONFIG = 'GET /api/notifications/push';
const SUBSCRIBE = 'POST /api/notifications/push/subscriptions';
const UNSUBSCRIBE = 'DELETE /api/notifications/push/subscriptions';
const SERVER_KEY = 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const DEVICE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/** A browser with service workers, the Push API and notifications, as far as the card uses them. */
function fakeBrowser(options: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean; subscribeFails?: boolean } = {}) {
  let subscription: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      endpoint: DEVICE.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => DEVICE,
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (options.subscribed) subscription = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      if (options.subscribeFails) throw new DOMException('push service unreachable', 'AbortError');
      subscription = makeSubscription();
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (options.subscribed || serviceWorker.register.mock.calls.length > 0 ? registration : undefined)),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const notification = { permission: options.permission ?? 'default', requestPermission: vi.fn(async () => options.answer ?? 'granted') };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  return { serviceWorker, pushManager, notification, subscription: () => subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderCard(routes: Record<string, unknown>) {
  signIn();
  const api = fakeApi({ [CONFIG]: { available: true, publicKey: SERVER_KEY }, ...routes });
  return { api, ...renderRoutes([{ path: '/settings', element: <PushNotificationsCard /> }], ['/settings']) };
}

const toggle = () => screen.getByRole('switch', { name: 'Recibir avisos en este dispositivo' });

describe('PushNotificationsCard', () => {
  it('turns pushes on: asks permission, registers the worker, subscribes with the server key and tells the server', async () => {
    const browser = fakeBrowser();
    const { api, user } = renderCard({ [SUBSCRIBE]: { message: PUSH_MESSAGES.subscribed } });
    await vi.waitFor(() => expect((toggle() as HTMLInputElement).disabled).toBe(false));
    expect((toggle() as HTMLInputElement).checked).toBe(false);

    await user.click(toggle());

    await vi.waitFor(() => expect((toggle() as HTMLInputElement).checked).toBe(true));
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array).slice(0, 2)).toEqual([4, 0]);
    expect(sentBody(callsTo(api, SUBSCRIBE)[0])).toEqual({ endpoint: DEVICE.endpoint, keys: DEVICE.keys });
  });

  it('turns pushes off on both sides: the server forgets the device, then the browser unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const { api, user } = renderCard({ [UNSUBSCRIBE]: { message: PUSH_MESSAGES.unsubscribed } });
    await vi.waitFor(() => expect((toggle() as HTMLInputElement).checked).toBe(true));

    await user.click(toggle());

    await vi.waitFor(() => expect((toggle() as HTMLInputElement).checked).toBe(false));
    expect(sentBody(callsTo(api, UNSUBSCRIBE)[0])).toEqual({ endpoint: DEVICE.endpoint });
    expect(browser.subscription()).toBeNull();
  });

  it('explains how to re-enable when permission is refused, and subscribes nothing', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const { api, user } = renderCard({});
    await vi.waitFor(() => expect((toggle() as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle());
    expect(await screen.findByText('Has bloqueado los avisos de WeLink en este navegador. Para recibirlos, permítelos en la configuración del sitio (el candado junto a la dirección) y vuelve a activarlos aquí.')).toBeTruthy();
    expect((toggle() as HTMLInputElement).disabled).toBe(true);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(api, SUBSCRIBE)).toHaveLength(0);
  });

  it('says so when the browser has no Web Push, without calling anything', () => {
    const api = fakeApi({});
    signIn();
    renderRoutes([{ path: '/settings', element: <PushNotificationsCard /> }], ['/settings']);
    expect(screen.getByText('Este navegador no admite avisos.')).toBeTruthy();
    expect((toggle() as HTMLInputElement).disabled).toBe(true);
    expect(callsTo(api, CONFIG)).toHaveLength(0);
  });

  it('says so when the server does not push', async () => {
    fakeBrowser();
    renderCard({ [CONFIG]: { available: false, publicKey: null } });
    expect(await screen.findByText('Este servidor no envía avisos a los dispositivos.')).toBeTruthy();
    expect((toggle() as HTMLInputElement).disabled).toBe(true);
  });

  it('shows an error with a retry when subscribing fails, and tries again', async () => {
    fakeBrowser({ subscribeFails: true });
    let configFails = true;
    const { user } = renderCard({
      [CONFIG]: () => (configFails ? jsonResponse(500, { message: 'x', code: 'INTERNAL' }) : jsonResponse(200, { available: true, publicKey: SERVER_KEY })),
    });
    expect(await screen.findByText('No se han podido cambiar los avisos de este dispositivo.')).toBeTruthy();
    configFails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect((toggle() as HTMLInputElement).disabled).toBe(false));

    await user.click(toggle());
    expect(await screen.findByText('No se han podido cambiar los avisos de este dispositivo.')).toBeTruthy();
    expect((toggle() as HTMLInputElement).checked).toBe(false);
  });
});
