import type { ExternalSearchResult, PlaceResult } from '@welink/domain';
import { vi } from 'vitest';
import { makeItem } from '../../../components/WeLink/testFixtures';
import { useLocation } from 'react-router';
import { signIn } from '../../../test/fakeApi';
import { renderRoutes } from '../../../test/render';
import { ServiceWizardScreen } from './ServiceWizardScreen';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

/** Replaces navigator.geolocation with one that answers as told (undo with removeGeolocation). */
export function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: Success, failure: Failure, _options?: PositionOptions) => {
    if ('code' in answer) failure({ code: answer.code, message: 'x' });
    else success({ coords: { latitude: answer.lat, longitude: answer.lng } });
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

export function removeGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
}

export const DUNE: ExternalSearchResult = {
  provider: 'tmdb',
  externalId: '438631',
  entityType: 'movie',
  title: 'Dune',
  url: 'https://www.themoviedb.org/movie/438631',
  thumbnail: 'https://image.tmdb.org/t/p/w185/dune.jpg',
  releaseDate: '2021-09-15',
  overview: 'Paul Atreides viaja al planeta más peligroso del universo.',
  genres: ['Ciencia ficción', 'Aventura'],
};

export const CIEN_ANOS: ExternalSearchResult = {
  provider: 'openLibrary',
  externalId: 'OL1W',
  entityType: 'book',
  title: 'Cien años de soledad',
  url: 'https://openlibrary.org/works/OL1W',
  releaseDate: '1967',
  authors: ['Gabriel García Márquez'],
  publisher: 'Sudamericana',
  pageCount: 432,
  isbn: '9780307474728',
  genres: ['Fiction'],
};

export const TRONOS: ExternalSearchResult = {
  provider: 'tmdb',
  externalId: '1399',
  entityType: 'tv',
  title: 'Juego de tronos',
  url: 'https://www.themoviedb.org/tv/1399',
  releaseDate: '2011-04-17',
  createdBy: ['David Benioff', 'D. B. Weiss'],
  genres: ['Drama'],
  numberOfSeasons: 8,
  status: 'Finalizada',
};

export const CASA_LUCIO: PlaceResult = {
  place_id: 'p-1',
  name: 'Casa Lucio',
  formatted_address: 'Calle de la Cava Baja 35, Madrid',
  geometry: { location: { lat: 40.4119, lng: -3.7083 } },
  rating: 4.4,
  formatted_phone_number: '913 65 32 52',
  types: ['spanish_restaurant', 'restaurant'],
};

/** The viewer's own WeLink as the API answers it. */
export const myItem = (overrides: Parameters<typeof makeItem>[0] = {}) =>
  makeItem({ user: { _id: 'u-1', name: 'Ana' }, ...overrides });

function Arrived({ name }: { name: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <pre data-testid="arrival-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

/** The wizard's routes, with /history, /lists and /new-welink stand-ins that show the state they got. */
/** The wizard at `path`, signed in as Ana (u-1), who owns myItem()s. */
export function renderWizard(path = '/new-welink/service', state?: unknown) {
  signIn();
  const routes = [
    { path: '/new-welink/service', element: <ServiceWizardScreen /> },
    { path: '/new-welink/service/edit/:id', element: <ServiceWizardScreen /> },
    { path: '/history', element: <Arrived name="Historial" /> },
    { path: '/lists', element: <Arrived name="Mis Guías" /> },
    { path: '/new-welink', element: <Arrived name="Crear WeLink" /> },
  ];
  return renderRoutes(routes, [{ pathname: path, state }], {
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

/** The state the stand-in screen arrived with. */
export const arrivalState = (): unknown => JSON.parse(document.querySelector('[data-testid="arrival-state"]')?.textContent ?? 'null');
