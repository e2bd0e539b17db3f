import sharp from 'sharp';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { follow, member, type Member } from '../members.js';
import { bearer, createUser } from '../testApp.js';
import { photoMultipart } from './badMultipart.js';

/** What a path id can name; the fuzz picks real ids of the right kind, the wrong kind, or another member's. */
export const ID_KINDS = ['user', 'item', 'photo', 'event', 'response', 'list', 'followRequest', 'issue'] as const;
export type IdKind = (typeof ID_KINDS)[number];

export type Role = 'visitor' | 'member' | 'admin';

export interface World {
  /** The bearer token each role calls with (none for a visitor). */
  tokens: Record<Role, string | null>;
  /** Rows of the fuzzing member's own, per kind: with nothing else broken they would be a valid request. */
  own: Record<IdKind, string[]>;
  /**
   * Rows neither the fuzzing member nor the fuzzing admin may see or act on through that kind's routes
   * (another member's, not followed): every route answers 404 or 403 for them.
   */
  foreign: Record<IdKind, string[]>;
  /** Every real id, per kind, for the wrong-kind substitutions. */
  all: Record<IdKind, string[]>;
  /** A small valid PNG, for uploads that are wrong elsewhere. */
  png: Buffer;
}

const emptyPools = () => Object.fromEntries(ID_KINDS.map((k) => [k, [] as string[]])) as Record<IdKind, string[]>;

async function created(who: Member, url: string, payload: object): Promise<string> {
  const res = await who.call('POST', url, payload);
  if (res.status !== 201) throw new Error(`seeding ${url} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data?._id ?? res.body.request?._id ?? res.body._id) as string;
}

async function uploadPhoto(app: App, who: Member, itemId: string, png: Buffer): Promise<string> {
  const { payload, contentType } = photoMultipart(png);
  const res = await app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/photos`,
    headers: { ...bearer(who.token), 'content-type': contentType },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`seeding a photo failed: ${res.statusCode} ${res.body}`);
  return res.json<{ _id: string }>()._id;
}

/**
 * A little world: Alicia and Bruno follow each other, with WeLinks, a photo, a question with a
 * response, a private and a public guide; Carmen asked Alicia to connect; Pablo waits for approval;
 * Bruno sent feedback. Mallory (the fuzzing member) and Ada (the fuzzing admin) follow nobody;
 * Mallory has WeLinks, a question, a guide and a sent request of her own.
 */
export async function seedWorld(app: App, database: Database): Promise<World> {
  const alicia = await member(app, database, 'Alicia');
  const bruno = await member(app, database, 'Bruno');
  const carmen = await member(app, database, 'Carmen');
  const mallory = await member(app, database, 'Mallory');
  const ada = await member(app, database, 'Ada', { isAdmin: true });
  const pablo = await createUser(database, { name: 'Pablo', status: 'pending' });
  await follow(database, alicia, bruno);
  await follow(database, bruno, alicia);

  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3b82f6' } }).png().toBuffer();
  const own = emptyPools();
  const foreign = emptyPools();

  const aliciaItem = await created(alicia, '/api/items', { title: 'Bar Pepe', category: 'Lugar', rating: 4, tags: ['tapas'] });
  const aliciaBook = await created(alicia, '/api/items', { title: 'Rayuela', category: 'Libro', publicationYear: 1963 });
  const brunoItem = await created(bruno, '/api/items', { title: 'Fontanero Luis', category: 'Servicio', rating: 5 });
  foreign.item.push(aliciaItem, aliciaBook, brunoItem);
  foreign.photo.push(await uploadPhoto(app, alicia, aliciaItem, png));
  const question = await created(alicia, '/api/events', { title: '¿Un buen fontanero?', type: 'Question' });
  foreign.event.push(question);
  foreign.response.push(await created(bruno, '/api/responses', { eventId: question, text: 'Luis', items: [{ itemId: brunoItem, rating: 5 }] }));
  const privateGuide = await created(alicia, '/api/lists', { name: 'Mis bares', isPublic: false });
  await alicia.call('POST', `/api/lists/${privateGuide}/items`, { itemId: aliciaItem });
  foreign.list.push(privateGuide);
  const publicGuide = await created(alicia, '/api/lists', { name: 'Lecturas', isPublic: true });
  foreign.followRequest.push(await created(carmen, `/api/users/follow/${alicia.id}`, {}));
  const issue = await created(bruno, '/api/issues', { title: 'Falla el mapa', description: 'No carga', type: 'bug' });

  own.item.push(await created(mallory, '/api/items', { title: 'Pizzería Roma', category: 'Lugar', rating: 3 }));
  own.photo.push(await uploadPhoto(app, mallory, own.item[0] ?? '', png));
  own.event.push(await created(mallory, '/api/events', { title: '¿Dónde cenar?', type: 'Question' }));
  own.list.push(await created(mallory, '/api/lists', { name: 'Cenas', isPublic: true }));
  own.followRequest.push(await created(mallory, `/api/users/follow/${carmen.id}`, {}));

  const all = emptyPools();
  for (const kind of ID_KINDS) all[kind].push(...own[kind], ...foreign[kind]);
  all.user.push(alicia.id, bruno.id, carmen.id, mallory.id, ada.id, pablo.row.id);
  all.list.push(publicGuide);
  all.issue.push(issue);
  return { tokens: { visitor: null, member: mallory.token, admin: ada.token }, own, foreign, all, png };
}
