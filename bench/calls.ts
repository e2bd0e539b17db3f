import { SIMILAR_TERMS, SEARCH_TERMS } from './vocabulary.js';

/**
 * One HTTP request of a call, with placeholders filled per request by the load
 * worker: {token}-bearing requests rotate over the bench members, and list
 * placeholders rotate over their values.
 */
export interface RequestTemplate {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  auth: boolean;
}

export interface CallSpec {
  name: string;
  /** The floor (no I/O) and login are reported apart from the reads. */
  section: 'floor' | 'read' | 'login' | 'mixed';
  requests: RequestTemplate[];
}

/** Values a template may use; arrays rotate. Filled from the plan and the warm-up. */
export interface UserVars {
  token: string;
  email: string;
  /** The data set's password, for the login call. */
  password: string;
  guideId: string;
  /** The Timeline page 50 deep (or the deepest the member has), found during the warm-up. */
  deepPath: string;
  ownItemIds: string[];
  questionIds: string[];
  friendIds: string[];
}

export const SHARED_VARS = { search: SEARCH_TERMS, similar: SIMILAR_TERMS };

const get = (path: string, auth = true): RequestTemplate => ({ method: 'GET', path, auth });

export const READS = {
  timeline: get('/api/events/following'),
  timelineDeep: get('{deepPath}'),
  history: get('/api/history'),
  unread: get('/api/events/unread-responses-count'),
  search: get('/api/items/search?title={search}'),
  similar: get('/api/items/search-similar?title={similar}'),
  guide: get('/api/lists/{guideId}'),
  /** The Notificaciones screen's first page, as the web asks for it. */
  notifications: get('/api/notifications?limit=20'),
  hitRates: get('/api/users/me/hit-rates'),
  circle: get('/api/items/{ownItemIds}/circle'),
  pendingInCommon: get('/api/users/{friendIds}/pending-in-common'),
  recommendations: get('/api/recommendations'),
};

const WRITES = {
  create: { method: 'POST', path: '/api/items', body: '{"title":"Bench {unique}","category":"Servicio","rating":4}', auth: true },
  rate: { method: 'PATCH', path: '/api/items/{ownItemIds}', body: '{"rating":{rating}}', auth: true },
  respond: { method: 'POST', path: '/api/responses', body: '{"eventId":"{questionIds}","text":"Te lo recomiendo"}', auth: true },
} satisfies Record<string, RequestTemplate>;

/** 27 reads in the proportions of a session (Timeline most) and one of each write: 90% / 10%, each request drawn from these at random (load-worker.ts). */
const MIXED: RequestTemplate[] = [
  ...Array(9).fill(READS.timeline),
  ...Array(3).fill(READS.timelineDeep),
  ...Array(5).fill(READS.history),
  ...Array(5).fill(READS.unread),
  ...Array(2).fill(READS.search),
  ...Array(2).fill(READS.similar),
  READS.guide,
  WRITES.create,
  WRITES.rate,
  WRITES.respond,
];

export const CALLS: CallSpec[] = [
  { name: 'Floor: GET /api/config/maps (no I/O)', section: 'floor', requests: [get('/api/config/maps', false)] },
  { name: 'Timeline, first page', section: 'read', requests: [READS.timeline] },
  { name: 'Timeline, 50 pages deep', section: 'read', requests: [READS.timelineDeep] },
  { name: 'History, first page', section: 'read', requests: [READS.history] },
  { name: 'Unread-responses count', section: 'read', requests: [READS.unread] },
  { name: 'Notifications, first page', section: 'read', requests: [READS.notifications] },
  { name: 'WeLink search', section: 'read', requests: [READS.search] },
  { name: 'Similar-item search', section: 'read', requests: [READS.similar] },
  { name: 'Guide with 200 items', section: 'read', requests: [READS.guide] },
  { name: "Friends' hit rates", section: 'read', requests: [READS.hitRates] },
  { name: "Circle's score of a WeLink", section: 'read', requests: [READS.circle] },
  { name: 'Pendientes en común with a friend', section: 'read', requests: [READS.pendingInCommon] },
  { name: 'Para ti', section: 'read', requests: [READS.recommendations] },
  { name: 'Mixed 90% reads / 10% writes', section: 'mixed', requests: MIXED },
  {
    name: 'Login (Argon2id)',
    section: 'login',
    requests: [{ method: 'POST', path: '/api/auth/login', body: '{"identifier":"{email}","password":"{password}"}', auth: false }],
  },
];
