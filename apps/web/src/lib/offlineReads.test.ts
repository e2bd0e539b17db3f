import { describe, expect, it } from 'vitest';
import { isOfflineRead } from './offlineReads';

describe('the reads kept for offline', () => {
  it.each([
    '/api/events/following',
    '/api/events/following?cursor=abc',
    '/api/responses/batch?eventIds=a,b',
    '/api/history?limit=50',
    '/api/lists',
    '/api/lists/6650a1b2c3d4e5f6a7b8c9d0',
    '/api/items?status=pending_rating',
    '/api/items/6650a1b2c3d4e5f6a7b8c9d0',
    '/api/items/6650a1b2c3d4e5f6a7b8c9d0/circle',
    '/api/users/me',
    '/api/users/me/hit-rates',
    '/api/notifications/unread-count',
    '/api/config/maps',
  ])('keeps %s', (path) => {
    expect(isOfflineRead(path)).toBe(true);
  });

  it.each([
    '/api/items/search?title=dune',
    '/api/items/search-similar?title=dune',
    '/api/items/abc/photos',
    '/api/external/movies/search?query=dune',
    '/api/users/me/export',
    '/api/users/abc/lists',
    '/api/notifications?limit=20',
    '/api/admin/pending-users',
    '/api/auth/login',
    '/api/historyx',
    '/timeline',
  ])('leaves %s to the network', (path) => {
    expect(isOfflineRead(path)).toBe(false);
  });
});
