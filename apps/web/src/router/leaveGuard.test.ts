import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createLeaveGuard, type HeldNavigation } from './leaveGuard';

function setup(entries = ['/timeline', '/new-welink/service']) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true });
  const guard = createLeaveGuard(history);
  const seen: string[] = [];
  guard.listen(({ location }) => seen.push(location.pathname));
  const held: HeldNavigation[] = [];
  return { history, guard, seen, held, onHeld: (navigation: HeldNavigation) => held.push(navigation) };
}

describe('createLeaveGuard', () => {
  it('lets every navigation through while no form blocks', () => {
    const { history, guard, seen } = setup();
    guard.navigator.push('/history');
    guard.navigator.go(-1);
    expect(seen).toEqual(['/history', '/new-welink/service']);
    expect(history.location.pathname).toBe('/new-welink/service');
  });

  it('holds a push until it is confirmed, and never carries out one that is not', () => {
    const { history, guard, seen, held, onHeld } = setup();
    const check = vi.fn((next: { pathname: string }) => next.pathname !== '/new-welink/service');
    guard.block(check, onHeld);
    guard.navigator.push('/history');
    expect(check).toHaveBeenCalledWith({ pathname: '/history', search: '', hash: '' });
    expect(history.location.pathname).toBe('/new-welink/service');
    expect(seen).toEqual([]);
    held[0]?.proceed();
    expect(history.location.pathname).toBe('/history');
    expect(seen).toEqual(['/history']);
  });

  it('undoes a held back move before the router sees it, and makes it once confirmed', () => {
    const { history, guard, seen, held, onHeld } = setup();
    guard.block(() => true, onHeld);
    guard.navigator.go(-1);
    expect(history.location.pathname).toBe('/new-welink/service');
    expect(seen).toEqual([]);
    expect(held).toHaveLength(1);
    held[0]?.proceed();
    expect(history.location.pathname).toBe('/timeline');
    expect(seen).toEqual(['/timeline']);
  });

  it('stops blocking once the form removes its check, and says so to whoever watches', () => {
    const { history, guard, onHeld } = setup();
    const watcher = vi.fn();
    guard.subscribe(watcher);
    const unblock = guard.block(() => true, onHeld);
    expect(guard.isBlocking()).toBe(true);
    unblock();
    expect(guard.isBlocking()).toBe(false);
    expect(watcher).toHaveBeenCalledTimes(2);
    guard.navigator.replace('/lists');
    expect(history.location.pathname).toBe('/lists');
  });

  it('asks a form with unsaved changes before the page itself is left, and leaves at once without one', () => {
    const { guard, held, onHeld } = setup();
    const reload = vi.fn();
    guard.confirmUnload(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    // The form's check is about where a navigation goes; a reload leaves whatever the place.
    const unblock = guard.block(() => false, onHeld);
    guard.confirmUnload(reload);
    expect(held).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    held[0]?.proceed();
    expect(reload).toHaveBeenCalledTimes(2);
    unblock();
  });
});
