import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { removeGeolocation, renderWizard, stubGeolocation } from './wizardTestApi';
import { FIELD_MESSAGES } from './wizardFields';

vi.mock('../../../components/MapPicker/LeafletMap', () => ({ default: () => <div>Mapa</div> }));

afterEach(removeGeolocation);

async function choose(user: UserEvent, category: string) {
  await user.click(screen.getByRole('combobox', { name: 'Categoría *' }));
  await user.click(screen.getByRole('option', { name: category }));
}

const errorOf = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute('aria-describedby') ?? '';
  return id ? document.getElementById(id.split(' ').pop() ?? '')?.textContent : null;
};

describe('service step: required fields per category (spec §5)', () => {
  it('without a category, Continuar asks for one', async () => {
    const fetchMock = fakeApi({});
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo WeLink' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Por favor, selecciona una categoría')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('film: title and genre', async () => {
    fakeApi({});
    const { user } = renderWizard();
    await choose(user, 'Película');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(errorOf('Título *')).toBe(FIELD_MESSAGES.title);
    expect(errorOf('Género *')).toBe(FIELD_MESSAGES.genre);
    expect(document.activeElement).toBe(screen.getByLabelText('Título *'));
  });

  it('series: name and platform', async () => {
    fakeApi({});
    const { user } = renderWizard();
    await choose(user, 'Serie');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(errorOf('Nombre de la serie *')).toBe(FIELD_MESSAGES.seriesName);
    expect(errorOf('Plataforma *')).toBe(FIELD_MESSAGES.platform);
  });

  it('book: title, author and genre', async () => {
    fakeApi({});
    const { user } = renderWizard();
    await choose(user, 'Libro');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(errorOf('Título *')).toBe(FIELD_MESSAGES.title);
    expect(errorOf('Autor *')).toBe(FIELD_MESSAGES.author);
    expect(errorOf('Género *')).toBe(FIELD_MESSAGES.genre);
  });

  it('place and other services: the name, with the spec message', async () => {
    stubGeolocation({ code: 1 });
    fakeApi({});
    const { user } = renderWizard();
    await choose(user, 'Restaurante');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(errorOf('Nombre *')).toBe('Por favor, ingresa un nombre para el servicio');
    await user.click(screen.getByRole('button', { name: 'Cambiar categoría' }));
    await choose(user, 'Dentista');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(errorOf('Nombre *')).toBe('Por favor, ingresa un nombre para el servicio');
  });

  it('the banner shows the chosen category and its edit link clears it', async () => {
    fakeApi({});
    const { user } = renderWizard();
    await choose(user, 'Libro');
    const banner = screen.getByText('Libro').closest('.category-banner') as HTMLElement;
    expect(within(banner).getByRole('button', { name: 'Cambiar categoría' })).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Cambiar categoría' }));
    expect(screen.getByRole('combobox', { name: 'Categoría *' })).toBeTruthy();
    expect(screen.getByText('* campo obligatorio')).toBeTruthy();
  });
});

describe('book limits (spec §5)', () => {
  async function fillBook(user: UserEvent, values: { pages?: string; year?: string; price?: string }) {
    await choose(user, 'Libro');
    await user.type(screen.getByLabelText('Título *'), 'Rayuela');
    await user.type(screen.getByLabelText('Autor *'), 'Julio Cortázar');
    await user.selectOptions(screen.getByLabelText('Género *'), 'ficcion');
    if (values.pages !== undefined) await user.type(screen.getByLabelText('Páginas'), values.pages);
    if (values.year !== undefined) await user.type(screen.getByLabelText('Año de publicación'), values.year);
    if (values.price !== undefined) await user.type(screen.getByLabelText('Precio (€)'), values.price);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
  }

  it('pages at least 1', async () => {
    fakeApi({});
    const { user } = renderWizard();
    await fillBook(user, { pages: '0' });
    expect(errorOf('Páginas')).toBe(FIELD_MESSAGES.pages);
  });

  it.each(['1799', '2031'])('year %s is outside 1800–2030', async (year) => {
    fakeApi({});
    const { user } = renderWizard();
    await fillBook(user, { year });
    expect(errorOf('Año de publicación')).toBe(FIELD_MESSAGES.year);
  });

  it('price takes at most two decimals; the input steps by 0.01 from 0', async () => {
    fakeApi({});
    const { user } = renderWizard();
    await fillBook(user, { price: '9.999' });
    expect(errorOf('Precio (€)')).toBe(FIELD_MESSAGES.price);
    const price = screen.getByLabelText('Precio (€)');
    expect([price.getAttribute('min'), price.getAttribute('step')]).toEqual(['0', '0.01']);
  });

  it('valid limits go straight on to rating (books skip the similar check)', async () => {
    const fetchMock = fakeApi({});
    const { user } = renderWizard();
    await fillBook(user, { pages: '1', year: '1800', price: '19.95' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tu valoración' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Resumen: Rayuela' })).toBeTruthy();
    // Only the catalogue suggestions were asked for: no similar-items check.
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).not.toContain('/api/items/search-similar');
  });
});
