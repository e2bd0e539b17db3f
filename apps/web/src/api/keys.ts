import type { AdminUserFilter } from '@welink/domain';
import type { Catalogue } from './external';
import type { IssueFilters } from './issues';

/*
 * Every query key of the app, one factory per resource. A mutation invalidates by these keys,
 * so a prefix (`itemKeys.all`) reaches every query under it.
 */

export const adminKeys = {
  all: ['admin'] as const,
  pendingUsers: () => [...adminKeys.all, 'pending-users'] as const,
  userStats: () => [...adminKeys.all, 'user-stats'] as const,
  userLists: () => [...adminKeys.all, 'users-by-status'] as const,
  usersByStatus: (status: AdminUserFilter, page: number) => [...adminKeys.userLists(), status, page] as const,
};

export const configKeys = {
  all: ['config'] as const,
  maps: () => [...configKeys.all, 'maps'] as const,
};

export const connectionKeys = {
  all: ['connections'] as const,
  searches: () => [...connectionKeys.all, 'search'] as const,
  search: (query: string) => [...connectionKeys.searches(), query] as const,
  requests: () => [...connectionKeys.all, 'requests'] as const,
  /** Requests other members sent to the viewer; also feeds the Contactos badge. */
  received: () => [...connectionKeys.requests(), 'received'] as const,
  sent: () => [...connectionKeys.requests(), 'sent'] as const,
  following: () => [...connectionKeys.all, 'following'] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  following: () => [...eventKeys.all, 'following'] as const,
  /** The Timeline's pages (an infinite query). */
  feed: () => [...eventKeys.following(), 'feed'] as const,
  /** When the newest followed event was published: the navigation's new-events flag. */
  newest: () => [...eventKeys.following(), 'newest'] as const,
  /** The unread-responses badge. */
  unreadCount: () => [...eventKeys.all, 'unread-count'] as const,
};

export const externalKeys = {
  all: ['external'] as const,
  search: (catalogue: Catalogue, query: string) => [...externalKeys.all, catalogue, query] as const,
  places: (query: string, near: string) => [...externalKeys.all, 'places', query, near] as const,
};

/** Guides (the API's lists). */
export const guideKeys = {
  all: ['lists'] as const,
  mine: () => [...guideKeys.all, 'mine'] as const,
  /** The guides of another member the viewer may read (a friend's public ones). */
  ofMember: (memberId: string) => [...guideKeys.all, 'member', memberId] as const,
  /** The mutation key of taking a WeLink out of a guide, to tell the last of a row of removals. */
  removeItem: () => [...guideKeys.all, 'removeItem'] as const,
};

export const historyKeys = {
  all: ['history'] as const,
  /** The History screen's pages (an infinite query). */
  list: () => [...historyKeys.all, 'list'] as const,
};

export const issueKeys = {
  all: ['issues'] as const,
  lists: () => [...issueKeys.all, 'list'] as const,
  list: (filters: IssueFilters) => [...issueKeys.lists(), filters] as const,
  stats: () => [...issueKeys.all, 'stats'] as const,
};

/** WeLinks (the API's items). */
export const itemKeys = {
  all: ['items'] as const,
  /** The viewer's own items (what is already saved). */
  mine: () => [...itemKeys.all, 'mine'] as const,
  detail: (id: string) => [...itemKeys.all, 'detail', id] as const,
  /** How the viewer's circle rated a WeLink (the detail dialog). */
  circle: (id: string) => [...itemKeys.all, 'circle', id] as const,
  search: (title: string) => [...itemKeys.all, 'search', title] as const,
  /** The wizard's similar-title check, as typed and on Continuar. */
  similar: (title: string, category: string) => [...itemKeys.all, 'similar', title, category] as const,
  /** The Pendientes count: History's figure and the navigation badge. */
  pendingCount: () => [...itemKeys.all, 'pending-count'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The Notificaciones screen's pages (an infinite query). */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** The navigation's count; the live stream sets it. */
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export const pushKeys = {
  all: ['push'] as const,
  /** Whether the server pushes, and its VAPID key. */
  config: () => [...pushKeys.all, 'config'] as const,
};

export const responseKeys = {
  all: ['responses'] as const,
  batches: () => [...responseKeys.all, 'batch'] as const,
  batch: (eventIds: readonly string[]) => [...responseKeys.batches(), eventIds.join(',')] as const,
};

/** Para ti: changes when the viewer saves or rates (their own WeLinks) or the circle rates. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  /** What is read from the viewer's own WeLinks against their friends': changes when the viewer saves or rates. */
  fromOwnWeLinks: () => [...userKeys.all, 'from-own-welinks'] as const,
  /** How each followed member's recommendations turned out for the viewer. */
  hitRates: () => [...userKeys.fromOwnWeLinks(), 'hit-rates'] as const,
  /** Pendientes en común with one friend. */
  pendingInCommon: (friendId: string) => [...userKeys.fromOwnWeLinks(), 'pending-in-common', friendId] as const,
  /** How much of a friend's guide the viewer has rated and has pending. */
  guideProgress: (guideId: string) => [...userKeys.fromOwnWeLinks(), 'guide-progress', guideId] as const,
};

/** Imports (Ajustes → Importar): the member's current one and its rows. */
export const importKeys = {
  all: ['imports'] as const,
  current: () => [...importKeys.all, 'current'] as const,
  /** An import's rows, all or only those of one outcome (the report's failed rows). */
  rows: (importId: string, outcome?: string) => [...importKeys.all, 'rows', importId, outcome ?? 'all'] as const,
};
