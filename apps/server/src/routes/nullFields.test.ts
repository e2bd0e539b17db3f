import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GUIDE_COLOR } from '@welink/domain';
import { buildTestApp, type TestApp } from '../../test/testApp.js';
import { member, type Member } from '../../test/members.js';

/**
 * JSON null in request bodies, as many clients send it for "no value": on create an optional
 * field sent as null is not set; on edit null clears what is stored, and a field left out stays.
 */
let t: TestApp;
let ana: Member;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await member(t.app, t.database, 'Ana');
});
afterAll(() => t.close());

let seq = 0;
const title = (what: string) => `${what} ${++seq}`;

describe('WeLinks', () => {
  it('takes null for optional facts on create as not set', async () => {
    const res = await ana.call('POST', '/api/items', {
      title: title('Casa Sol'),
      category: 'Lugar',
      description: null,
      comment: null,
      address: null,
      publicationYear: null,
      coordinates: null,
      website: null,
      platform: null,
      tags: null,
      externalRefs: null,
      rating: null,
      status: null,
      recommendedBy: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    for (const key of ['description', 'comment', 'address', 'publicationYear', 'coordinates', 'website', 'platform', 'recommendedBy']) {
      expect(res.body).not.toHaveProperty(key);
    }
    expect(res.body).toMatchObject({ tags: [], externalRefs: [], rating: 0, status: 'rated' });
  });

  it('clears a fact sent as null on edit, column or extra, and keeps the ones left out', async () => {
    const created = await ana.call('POST', '/api/items', {
      title: title('Dune'),
      category: 'Película',
      description: 'Arena',
      synopsis: 'Paul Atreides',
      publicationYear: 2021,
      runtime: 155,
      director: 'Denis Villeneuve',
      platform: 'HBO',
      coordinates: { lat: 40.4, lng: -3.7 },
      comment: 'Épica',
      rating: 4,
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;

    const edited = await ana.call('PUT', `/api/items/${id}`, {
      description: null,
      synopsis: null,
      publicationYear: null,
      director: null,
      coordinates: null,
      comment: null,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    for (const key of ['description', 'synopsis', 'publicationYear', 'director', 'coordinates', 'comment']) {
      expect(edited.body).not.toHaveProperty(key);
    }
    expect(edited.body).toMatchObject({ runtime: 155, platform: 'HBO', rating: 4 });

    const read = await ana.call('GET', `/api/items/${id}`);
    expect(read.body).not.toHaveProperty('synopsis');
    expect(read.body).not.toHaveProperty('director');
    expect(read.body).toMatchObject({ runtime: 155, platform: 'HBO', title: created.body.title });
  });

  it('keeps a fact sent as an empty string on edit, as forms send it', async () => {
    const created = await ana.call('POST', '/api/items', { title: title('Bar'), address: 'Calle Mayor 1', rating: 3 });
    const edited = await ana.call('PUT', `/api/items/${created.body._id as string}`, { address: '' });
    expect(edited.body.address).toBe('Calle Mayor 1');
  });

  it('clears the comment sent as null with the rating', async () => {
    const created = await ana.call('POST', '/api/items', { title: title('Museo'), rating: 3, comment: 'Bonito' });
    const rated = await ana.call('PATCH', `/api/items/${created.body._id as string}`, { rating: 5, comment: null });
    expect(rated.status).toBe(200);
    expect(rated.body.rating).toBe(5);
    expect(rated.body).not.toHaveProperty('comment');
  });

  it('refuses null for a field that cannot be empty, in Spanish', async () => {
    const created = await ana.call('POST', '/api/items', { title: title('Libro'), rating: 2 });
    const noTitle = await ana.call('PUT', `/api/items/${created.body._id as string}`, { title: null });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('El título es obligatorio');
    const onCreate = await ana.call('POST', '/api/items', { title: null });
    expect(onCreate.status).toBe(400);
    expect(onCreate.body.message).toBe('El título es obligatorio');
  });
});

describe('questions', () => {
  it('takes null on create as not set and clears on edit', async () => {
    const created = await ana.call('POST', '/api/events', {
      title: '¿Dónde comer paella?',
      type: 'Question',
      description: 'Cerca de Sol',
      comment: null,
      category: null,
      tags: null,
      items: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.tags).toEqual([]);
    expect(created.body).not.toHaveProperty('comment');

    const edited = await ana.call('PUT', `/api/events/${created.body._id as string}`, { description: null, tags: null });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.description ?? '').toBe('');
    expect(edited.body.title).toBe('¿Dónde comer paella?');
  });
});

describe('guides', () => {
  it('takes null on create as the defaults and clears to them on edit', async () => {
    const created = await ana.call('POST', '/api/lists', { name: 'Finde', description: null, isPublic: null, tags: null, color: null });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ description: '', isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR });

    const id = created.body._id as string;
    await ana.call('PUT', `/api/lists/${id}`, { description: 'Planes', isPublic: true, tags: ['ocio'], color: '#FF0000' });
    const cleared = await ana.call('PUT', `/api/lists/${id}`, { description: null, isPublic: null, tags: null, color: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({ name: 'Finde', description: '', isPublic: false, tags: [], color: DEFAULT_GUIDE_COLOR });

    const noName = await ana.call('PUT', `/api/lists/${id}`, { name: null });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('El nombre de la guía es requerido');
  });
});

describe('responses, contacts and feedback', () => {
  it('takes null for the optional fields of a response as not set', async () => {
    const bea = await member(t.app, t.database, 'Bea');
    await t.app.inject({ method: 'POST', url: '/api/users/follow-request', headers: { authorization: `Bearer ${bea.token}` }, payload: { identifier: ana.id } });
    const question = await ana.call('POST', '/api/events', { title: '¿Un libro?', type: 'Question' });
    await ana.call('GET', '/api/users/follow-requests').then(async (requests) => {
      for (const r of requests.body as Array<{ _id: string }>) await ana.call('POST', `/api/users/follow-request/${r._id}/accept`);
    });
    const withText = await bea.call('POST', '/api/responses', { eventId: question.body._id, text: 'El Quijote', items: null });
    expect(withText.status, JSON.stringify(withText.body)).toBe(201);
    const book = await bea.call('POST', '/api/items', { title: title('Rayuela'), category: 'Libro', rating: 5 });
    const withItem = await bea.call('POST', '/api/responses', {
      eventId: question.body._id,
      text: null,
      items: [{ itemId: book.body._id, rating: null, comment: null }],
    });
    expect(withItem.status, JSON.stringify(withItem.body)).toBe(200);
    expect(withItem.body).toMatchObject({ text: '', items: [{ item: { _id: book.body._id }, rating: 0 }] });
    expect(withItem.body.items[0]).not.toHaveProperty('comment');
  });

  it('takes null for the contact lists of check-batch and for the details of feedback', async () => {
    const batch = await ana.call('POST', '/api/users/check-batch', { phones: null, emails: ['nadie@example.com'] });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(batch.body).toEqual({ users: [] });

    const feedback = await ana.call('POST', '/api/issues', {
      title: 'Sugerencia',
      description: 'Un modo oscuro',
      type: 'feature',
      url: null,
      userAgent: null,
      browserInfo: null,
    });
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(201);
  });
});
