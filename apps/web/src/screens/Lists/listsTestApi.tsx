/** A fake guides API and the screen under it, shared by the My Guides tests. */
import { GUIDE_MESSAGES, type Guide, type GuideItem } from '@welink/domain';
import { screen } from '@testing-library/react';
import { signIn } from '../../test/fakeApi';
import { jsonResponse, mockFetch, renderRoutes, type FetchHandler } from '../../test/render';
import { ListsScreen } from './ListsScreen';

const casaLucio: GuideItem = { _id: 'i-1', title: 'Casa Lucio', category: 'Lugar', subcategory: 'Restaurante', rating: 4 };
const laConcha: GuideItem = { _id: 'i-2', title: 'Taberna La Concha', category: 'Servicio', subcategory: 'Bar', rating: 5 };
const fauno: GuideItem = { _id: 'i-3', title: 'El laberinto del fauno', category: 'Película', rating: 3 };
/** A WeLink no guide holds yet: the one the service wizard just created. */
export const newItem: GuideItem = { _id: 'i-9', title: 'Mesón del Champiñón', category: 'Servicio', subcategory: 'Bar', rating: 5 };

const owner = { _id: 'u-1', name: 'Ana' };

export const tapas: Guide = {
  _id: 'g-1',
  name: 'Tapas en Madrid',
  description: 'Los mejores bares del centro',
  isPublic: true,
  tags: [],
  color: '#EF4444',
  items: [casaLucio, laConcha],
  user: owner,
  publicSlug: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
};
export const peliculas: Guide = {
  _id: 'g-2',
  name: 'Películas',
  description: '',
  isPublic: false,
  tags: [],
  color: '#3B82F6',
  items: [fauno],
  user: owner,
  publicSlug: null,
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-02-10T12:00:00.000Z',
};
export const cafes: Guide = {
  _id: 'g-3',
  name: 'Cafés para trabajar',
  description: 'Con enchufes y wifi',
  isPublic: false,
  tags: [],
  color: '#10B981',
  items: [],
  user: owner,
  publicSlug: null,
  createdAt: '2026-01-20T12:00:00.000Z',
  updatedAt: '2026-01-20T12:00:00.000Z',
};

const LATER = '2026-04-02T12:00:00.000Z';

/** Answers first when it returns a response (or a promise of one); undefined falls through to the fake. */
export type Override = (url: string, init: RequestInit) => ReturnType<FetchHandler> | undefined;

/**
 * A small in-memory guides server: GET answers from the state, writes change it and answer
 * as the real one does (the created guide first, the updated guide after item changes). A guide
 * created with itemIds holds newItem when `visible` has it, as the server keeps only WeLinks the
 * member may see.
 */
export function guidesApi(initial: Guide[] = [tapas, peliculas, cafes], override?: Override, visible: GuideItem[] = [newItem]) {
  const state = { guides: structuredClone(initial) };
  let created = 0;
  const find = (id: string | undefined) => state.guides.find((g) => g._id === id);
  const notFound = () => jsonResponse(404, { message: 'Guía no encontrada', code: 'NOT_FOUND' });

  const fetchMock = mockFetch((url, init) => {
    const answer = override?.(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const body = (typeof init.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
    const [, , , listId, sub, itemId] = url.split('/');

    if (url === '/api/lists' && method === 'GET') return jsonResponse(200, state.guides);
    if (url === '/api/lists' && method === 'POST') {
      created += 1;
      const guide: Guide = {
        ...cafes,
        _id: `g-new-${created}`,
        name: String(body.name),
        description: String(body.description ?? ''),
        isPublic: Boolean(body.isPublic),
        color: String(body.color),
        items: visible.filter((item) => Array.isArray(body.itemIds) && body.itemIds.includes(item._id)),
        createdAt: LATER,
        updatedAt: LATER,
      };
      state.guides = [guide, ...state.guides];
      return jsonResponse(201, guide);
    }
    const guide = find(listId);
    if (!guide) return notFound();
    if (!sub && method === 'PUT') {
      Object.assign(guide, { name: body.name, description: body.description, updatedAt: LATER });
      return jsonResponse(200, guide);
    }
    if (!sub && method === 'DELETE') {
      state.guides = state.guides.filter((g) => g !== guide);
      return jsonResponse(200, { message: 'Guía eliminada correctamente' });
    }
    if (sub === 'public-link' && method === 'POST') {
      guide.publicSlug ??= `slug-${guide._id}`;
      return jsonResponse(200, { slug: guide.publicSlug, url: `http://welink.test/g/${guide.publicSlug}` });
    }
    if (sub === 'public-link' && method === 'DELETE') {
      guide.publicSlug = null;
      return jsonResponse(200, { message: GUIDE_MESSAGES.unpublished });
    }
    if (sub === 'items' && method === 'POST' && body.itemId === newItem._id) {
      guide.items = [newItem, ...guide.items];
      return jsonResponse(200, guide);
    }
    if (sub === 'items' && method === 'DELETE' && itemId) {
      guide.items = guide.items.filter((item) => item._id !== itemId);
      return jsonResponse(200, guide);
    }
    return jsonResponse(404, { message: `Sin ruta: ${method} ${url}`, code: 'NOT_FOUND' });
  });
  return { fetchMock, state };
}

type Entry = string | { pathname: string; state?: unknown };

/** My Guides for a signed-in Ana, with a stand-in login screen for a session that ends. */
export function renderLists(entry: Entry = '/lists', { isSignedIn = true } = {}) {
  if (isSignedIn) signIn();
  return renderRoutes(
    [
      { path: '/lists', element: <ListsScreen /> },
      { path: '/login', element: <h1>Iniciar sesión</h1> },
    ],
    [entry],
  );
}

// `hidden`: while a modal is open the screen behind it is hidden from assistive technology.
export const card = (name: string) => screen.getByRole('article', { name, hidden: true });
export const findCard = (name: string) => screen.findByRole('article', { name });
/** The guide names in screen order (by class: a hidden list has no accessible name to find it by). */
export const cardNames = () => Array.from(document.querySelectorAll('.guide-card__name'), (h) => h.textContent);
export const calls = (fetchMock: ReturnType<typeof mockFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
