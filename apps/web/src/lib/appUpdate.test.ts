import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppUpdates, UPDATE_CHECK_EVERY_MS } from './appUpdate';
import { SKIP_WAITING } from './workerMessages';

/** A worker whose state the test moves on, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A new sw.js was found and installs; once installed it waits behind the active worker, if any. */
  install(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  installed(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

function setup({ active = true, controlled = true }: { active?: boolean; controlled?: boolean } = {}) {
  const registration = new FakeRegistration();
  if (active) registration.active = Object.assign(new FakeWorker(), { state: 'activated' as const });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? registration.active : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const reload = vi.fn();
  const updates = createAppUpdates({ container: container as unknown as ServiceWorkerContainer, reload, document });
  const states: string[] = [];
  updates.subscribe(() => states.push(updates.state()));
  const takeOver = () => container.dispatchEvent(new Event('controllerchange'));
  return { registration, container, reload, updates, states, takeOver };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('createAppUpdates', () => {
  it('registers /sw.js only when told to (main.tsx waits for the page to load)', async () => {
    const { container, updates } = setup();
    expect(container.register).not.toHaveBeenCalled();
    updates.register();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('offers nothing on a first visit: the first worker takes the page without any question', async () => {
    const { registration, updates, states, reload, takeOver, container } = setup({ active: false, controlled: false });
    updates.register();
    await settle();
    const first = registration.install();
    registration.installed(first);
    registration.active = first;
    container.controller = first;
    takeOver();
    expect(states).toEqual([]);
    expect(updates.state()).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version once it waits, and never reloads on its own', async () => {
    const { registration, updates, states, reload } = setup();
    updates.register();
    await settle();
    const next = registration.install();
    expect(updates.state()).toBe('none');
    registration.installed(next);
    expect(states).toEqual(['waiting']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const { registration, updates } = setup();
    registration.waiting = Object.assign(new FakeWorker(), { state: 'installed' as const });
    updates.register();
    await settle();
    expect(updates.state()).toBe('waiting');
  });

  it('on Actualizar, tells the waiting worker to take over and reloads once it has', async () => {
    const { registration, updates, reload, takeOver } = setup();
    updates.register();
    await settle();
    const next = registration.install();
    registration.installed(next);
    updates.apply();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when another tab updated, offers a reload instead of reloading', async () => {
    const { updates, reload, takeOver } = setup();
    updates.register();
    await settle();
    takeOver();
    expect(updates.state()).toBe('replaced');
    expect(reload).not.toHaveBeenCalled();
    updates.apply();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the server for a new version every hour and when the tab comes back into view', async () => {
    vi.useFakeTimers();
    const { registration, updates } = setup();
    updates.register();
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(UPDATE_CHECK_EVERY_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('leaves the app a plain page when the worker cannot be registered', async () => {
    const { container, updates } = setup();
    container.register.mockImplementationOnce(() => Promise.reject(new Error('SecurityError')));
    updates.register();
    await settle();
    expect(updates.state()).toBe('none');
  });
});
