import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { makeToken, makeUser } from '../test/tokens';
import { connectSession } from '../api/connectSession';
import { getSession, signIn, signOut } from './session';
import { DEVICE_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';

describe('signOut', () => {
  it("unsubscribes this browser from the member's pushes, so the next member of the device gets none", async () => {
    const unsubscribe = vi.fn(async () => true);
    const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
    Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => registration }, configurable: true });
    Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
    Object.defineProperty(window, 'Notification', { value: class {}, configurable: true });
    try {
      signIn(makeToken(), makeUser());
      signOut();
      await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    }
  });

  it('forgets every session key and sessionStorage, keeping only the device flags', () => {
    signIn(makeToken(), makeUser());
    localStorage.setItem(STORAGE_KEYS.lastSeenTimeline, new Date().toISOString());
    localStorage.setItem(STORAGE_KEYS.loginError, 'x');
    localStorage.setItem(DEVICE_STORAGE_KEYS.hasSeenAppTour, 'true');
    sessionStorage.setItem('welink-scroll-positions', '[["k",120]]');

    signOut();

    expect(getSession()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([DEVICE_STORAGE_KEYS.hasSeenAppTour]);
    expect(sessionStorage.length).toBe(0);
  });

  it('drops every cached answer and pending query of the member', async () => {
    signIn(makeToken(), makeUser());
    const queryClient = new QueryClient();
    const disconnect = connectSession({ navigate: vi.fn() } as never, queryClient);
    queryClient.setQueryData(['users', 'me'], makeUser());
    queryClient.setQueryData(['events', 'timeline'], [{ title: 'privado' }]);

    signOut();

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    disconnect();
  });
});
