import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_MESSAGES, MAP_TILE_ATTRIBUTION, PUBLIC_GUIDE_MAP_SCRIPT, PUBLIC_GUIDE_TEXTS, type GuidePublicLink } from '@welink/domain';
import { items, users } from '../db/schema/index.js';
import { APP_URL, bearer, buildTestApp, type TestApp } from '../../test/testApp.js';
import { follow, member, type Member } from '../../test/members.js';

let t: TestApp;
let ana: Member; // publishes her guide
let bea: Member; // follows Ana; one of her WeLinks is in Ana's guide
let carlos: Member; // stranger

beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana Ñúñez');
  bea = await member(t.app, t.database, 'Bea');
  carlos = await member(t.app, t.database, 'Carlos');
  await follow(t.database, ana, bea);
  await follow(t.database, bea, ana);
});
afterAll(() => t.close());

async function insertItem(owner: Member, fields: Partial<typeof items.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(items)
    .values({ userId: owner.id, title: 'Sin título', category: 'Servicio', rating: 4, ...fields })
    .returning({ id: items.id });
  return row!.id;
}

async function guideOf(owner: Member, name: string, itemIds: string[], isPublic = false): Promise<string> {
  const res = await owner.call('POST', '/api/lists', { name, isPublic, itemIds });
  expect(res.status).toBe(201);
  return res.body._id;
}

async function uploadPhoto(owner: Member, itemId: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  const boundary = '----welinkpublicguide';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/photos`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(owner.token) },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

const visit = (path: string) => t.app.inject({ method: 'GET', url: path });
const pathOf = (link: GuidePublicLink) => new URL(link.url).pathname;
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

async function publish(owner: Member, guideId: string): Promise<GuidePublicLink> {
  const res = await owner.call('POST', `/api/lists/${guideId}/public-link`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('publishing a guide', () => {
  it('gives its owner an unguessable link, the same one when asked again, shown only to the owner', async () => {
    const guideId = await guideOf(ana, 'Cafés', [], true);
    const link = await publish(ana, guideId);
    expect(link.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`${APP_URL}/g/${link.slug}`);
    expect(await publish(ana, guideId)).toEqual(link);

    const own = (await ana.call('GET', '/api/lists')).body.find((g: { _id: string }) => g._id === guideId);
    expect(own.publicSlug).toBe(link.slug);
    expect((await ana.call('GET', `/api/lists/${guideId}`)).body.publicSlug).toBe(link.slug);
    expect((await bea.call('GET', `/api/lists/${guideId}`)).body.publicSlug).toBeNull();
  });

  it("is its owner's alone: another member, a visitor or a bad id changes nothing", async () => {
    const privateGuide = await guideOf(ana, 'Privada', []);
    const publicGuide = await guideOf(ana, 'Pública', [], true);
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await bea.call(method, `/api/lists/${privateGuide}/public-link`)).body.message).toBe(GUIDE_MESSAGES.notFound);
      const refused = await bea.call(method, `/api/lists/${publicGuide}/public-link`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(GUIDE_MESSAGES.notOwner);
      expect((await carlos.call(method, `/api/lists/${privateGuide}/public-link`)).status).toBe(404);
      expect((await t.app.inject({ method, url: `/api/lists/${publicGuide}/public-link` })).statusCode).toBe(401);
      expect((await ana.call(method, '/api/lists/no-es-un-id/public-link')).status).toBe(400);
    }
    const guides = (await ana.call('GET', '/api/lists')).body as Array<{ _id: string; publicSlug: string | null }>;
    expect(guides.filter((g) => [privateGuide, publicGuide].includes(g._id)).map((g) => g.publicSlug)).toEqual([null, null]);
  });
});

describe('the public page', () => {
  it("shows the owner's own WeLinks with what previews read, without an account, a script, a phone or an e-mail", async () => {
    const casaSol = await insertItem(ana, {
      title: 'Casa Sol',
      category: 'Lugar',
      subcategory: 'Restaurante',
      rating: 5,
      comment: 'El mejor arroz <b>del</b> barrio',
      address: 'Calle Mayor 1, Madrid',
      phone: '+34 600 111 222',
      email: 'casasol@example.com',
    });
    const dune = await insertItem(ana, { title: 'Dune', category: 'Libro', author: 'Frank Herbert', publicationYear: 1965, status: 'pending_rating', rating: 0 });
    const beas = await insertItem(bea, { title: 'El bar de Bea', category: 'Lugar', rating: 3 });
    const photoId = await uploadPhoto(ana, casaSol);
    const secondPhoto = await uploadPhoto(ana, casaSol);
    const bePhoto = await uploadPhoto(bea, beas);
    const guideId = await guideOf(ana, 'Madrid <script>alert(1)</script>', [casaSol, beas]);
    await ana.call('POST', `/api/lists/${guideId}/items`, { itemId: dune });
    await ana.call('PUT', `/api/lists/${guideId}`, { description: 'Lo mejor de "Madrid"' });
    const link = await publish(ana, guideId);

    const page = await visit(pathOf(link));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Madrid &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('El mejor arroz &lt;b&gt;del&lt;/b&gt; barrio');
    expect(html).toContain('Calle Mayor 1, Madrid');
    expect(html).toContain('Frank Herbert · 1965');
    expect(html).toContain(PUBLIC_GUIDE_TEXTS.pending);
    expect(html).toContain('aria-label="5 de 5 estrellas"');
    expect(html).toContain(`href="${APP_URL}/signup"`);
    for (const secret of ['600 111 222', 'casasol@example.com', 'El bar de Bea', '@welink.test']) expect(html).not.toContain(secret);
    // Newest added first.
    expect(html.indexOf('Dune')).toBeLessThan(html.indexOf('Casa Sol'));

    expect(metaContent(html, 'og:title')).toBe('Madrid &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(html, 'og:description')).toBe('Lo mejor de &quot;Madrid&quot; · 2 WeLinks');
    expect(metaContent(html, 'og:url')).toBe(link.url);
    expect(metaContent(html, 'og:image')).toBe(`${link.url}/photos/${photoId}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'robots')).toBe('noindex');

    const image = await visit(`${pathOf(link)}/photos/${photoId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await visit(`${pathOf(link)}/photos/${photoId}/thumbnail`)).statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=300');
    // Bea's WeLink is in the guide, but not on its page: neither is its photo; nor is a photo the page does not show.
    expect((await visit(`${pathOf(link)}/photos/${bePhoto}`)).statusCode).toBe(404);
    expect((await visit(`${pathOf(link)}/photos/${secondPhoto}`)).statusCode).toBe(404);
  });

  it('with pins, carries them on its list items and loads the map script of this server, never an inline one', async () => {
    const bar = await insertItem(ana, { title: 'Bar "Pin"', category: 'Lugar', details: { coordinates: { lat: 40.411893, lng: -3.708347 } } });
    const film = await insertItem(ana, { title: 'Heat', category: 'Película' });
    const link = await publish(ana, await guideOf(ana, 'Con mapa', [bar, film]));
    const page = await visit(pathOf(link));
    const html = page.body;
    expect(html.match(/<script[^>]*>/gi)).toEqual([`<script type="module" src="${PUBLIC_GUIDE_MAP_SCRIPT}">`]);
    expect(html).toContain(`<script type="module" src="${PUBLIC_GUIDE_MAP_SCRIPT}"></script>`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).toContain(`<ol data-map-tiles="${t.app.deps.externals.mapTileUrl}" data-map-attribution="${MAP_TILE_ATTRIBUTION}">`);
    const attributesOf = (title: string) => [...html.matchAll(/<li([^>]*)>(.*?)<\/li>/g)].find((match) => match[2]!.includes(title))?.[1];
    expect(attributesOf('Bar &quot;Pin&quot;')).toBe(' data-lat="40.411893" data-lng="-3.708347"');
    expect(attributesOf('Heat')).toBe('');
  });

  it('of an empty guide says so, and a preview gets its owner and count', async () => {
    const link = await publish(ana, await guideOf(ana, 'Vacía', []));
    const html = (await visit(pathOf(link))).body;
    expect(html).toContain(PUBLIC_GUIDE_TEXTS.empty);
    expect(metaContent(html, 'og:description')).toBe(`${PUBLIC_GUIDE_TEXTS.by('Ana Ñúñez')} · 0 WeLinks`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it("speaks the visitor's language (Accept-Language): the page's texts and its WeLinks' categories", async () => {
    const museum = await insertItem(ana, { title: 'El Prado', category: 'Museo' });
    const link = await publish(ana, await guideOf(ana, 'Museos', [museum]));
    const english = await t.app.inject({ method: 'GET', url: pathOf(link), headers: { 'accept-language': 'en' } });
    expect(english.headers.vary).toContain('Accept-Language');
    expect(english.body).toContain('<html lang="en">');
    expect(metaContent(english.body, 'og:description')).toBe('A guide by Ana Ñúñez on WeLink · 1 WeLink');
    expect(english.body).toContain('Museum');
    expect(english.body).toContain('Join WeLink');
    expect(english.body).not.toContain(PUBLIC_GUIDE_TEXTS.join);
    const missing = await t.app.inject({ method: 'GET', url: '/g/no-such-guide', headers: { 'accept-language': 'en' } });
    expect(missing.body).toContain('This guide does not exist');
  });

  it('answers 404 once the link is taken down, and publishing again makes a new link', async () => {
    const itemId = await insertItem(ana, { title: 'Bar Pepe', category: 'Lugar' });
    const photoId = await uploadPhoto(ana, itemId);
    const guideId = await guideOf(ana, 'Bares', [itemId]);
    const first = await publish(ana, guideId);
    expect((await visit(pathOf(first))).statusCode).toBe(200);

    const revoked = await ana.call('DELETE', `/api/lists/${guideId}/public-link`);
    expect(revoked.body).toEqual({ message: GUIDE_MESSAGES.unpublished });
    const gone = await visit(pathOf(first));
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(PUBLIC_GUIDE_TEXTS.notFound);
    expect(gone.body).not.toContain('Bares');
    expect((await visit(`${pathOf(first)}/photos/${photoId}`)).statusCode).toBe(404);
    expect((await ana.call('GET', `/api/lists/${guideId}`)).body.publicSlug).toBeNull();

    const second = await publish(ana, guideId);
    expect(second.slug).not.toBe(first.slug);
    expect((await visit(pathOf(first))).statusCode).toBe(404);
    expect((await visit(pathOf(second))).statusCode).toBe(200);
  });

  it('is gone while its owner is not an approved member, and for links never made', async () => {
    const dora = await member(t.app, t.database, 'Dora');
    const link = await publish(dora, await guideOf(dora, 'De Dora', []));
    await t.database.db.update(users).set({ status: 'rejected' }).where(eq(users.id, dora.id));
    expect((await visit(pathOf(link))).statusCode).toBe(404);
    expect((await visit('/g/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await visit(`/g/${'x'.repeat(65)}`)).statusCode).toBe(400);
  });
});
