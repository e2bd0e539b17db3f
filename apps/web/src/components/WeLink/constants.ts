/**
 * Filter categories and enumerations of spec part 1 §3, in Spanish. They live here, next to
 * the components that offer them, because the domain package is owned by the API work; the
 * names follow the creation wizard's (spec part 2 §3) so a filter matches what was saved.
 */

export interface CategoryGroup {
  label: string;
  options: readonly string[];
}

export const FILTER_CATEGORY_GROUPS: readonly CategoryGroup[] = [
  { label: 'Comida y bebida', options: ['Restaurante', 'Bar', 'Cafetería', 'Heladería', 'Panadería'] },
  { label: 'Libros, películas y series', options: ['Libro', 'Película', 'Serie'] },
  {
    label: 'Cultura y ocio',
    options: ['Teatro', 'Museo', 'Cine', 'Sala de conciertos', 'Bolera', 'Sala de juegos', 'Escape room', 'Karaoke'],
  },
  {
    label: 'Tiendas',
    options: [
      'Tienda de ropa',
      'Tienda de zapatos',
      'Tienda de electrónica',
      'Librería',
      'Joyería',
      'Deportes',
      'Hogar',
    ],
  },
  {
    label: 'Salud y servicios',
    options: [
      'Belleza',
      'Farmacia',
      'Supermercado',
      'Mercado',
      'Hospital',
      'Dentista',
      'Peluquería',
      'Spa',
      'Banco',
      'Correos',
      'Lavado de coches',
      'Reparaciones',
      'Limpieza',
      'Educación',
      'Campamento',
      'Legal',
    ],
  },
  {
    label: 'Naturaleza',
    options: ['Parque', 'Playa', 'Montaña', 'Bosque', 'Lago', 'Jardín', 'Parque infantil', 'Campo deportivo', 'Sendero'],
  },
  { label: 'Alojamiento', options: ['Hotel', 'Casa rural', 'Apartamento', 'Camping', 'Hostal'] },
  { label: 'Transporte', options: ['Aeropuerto', 'Estación de tren', 'Estación de autobuses', 'Gasolinera'] },
];

export const FILTER_CATEGORIES: readonly string[] = FILTER_CATEGORY_GROUPS.flatMap((group) => group.options);

/**
 * History's 'Servicios' chip (spec part 1 §5): informative entries of these categories, or
 * whose subcategory is a venue, shop or service type.
 */
export const SERVICE_CATEGORIES: readonly string[] = ['Servicio', 'Libro'];
export const SERVICE_SUBCATEGORIES: readonly string[] = FILTER_CATEGORY_GROUPS.filter(
  (group) => group.label !== 'Libros, películas y series',
).flatMap((group) => group.options);

export const ITEM_KINDS = ['MOVIE', 'PLACE', 'SERVICE'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const AGE_RATINGS = {
  APTA: 'Apta para todos los públicos',
  SIETE: 'No recomendada para menores de 7 años',
  DOCE: 'No recomendada para menores de 12 años',
  DIECISEIS: 'No recomendada para menores de 16 años',
  DIECIOCHO: 'No recomendada para menores de 18 años',
} as const;
export type AgeRating = keyof typeof AGE_RATINGS;

export const MOVIE_GENRES = {
  ACTION: 'Acción',
  ADVENTURE: 'Aventuras',
  ANIMATION: 'Animación',
  COMEDY: 'Comedia',
  CRIME: 'Crimen',
  DOCUMENTARY: 'Documental',
  DRAMA: 'Drama',
  FAMILY: 'Familiar',
  FANTASY: 'Fantasía',
  HORROR: 'Terror',
  MYSTERY: 'Misterio',
  ROMANCE: 'Romántica',
  SCI_FI: 'Ciencia ficción',
  THRILLER: 'Thriller',
  WAR: 'Bélica',
  WESTERN: 'Western',
} as const;
export type MovieGenre = keyof typeof MOVIE_GENRES;

/** A stored enum value in Spanish; a value that is already free text is shown as it is. */
export function ageRatingLabel(value: string): string {
  return (AGE_RATINGS as Record<string, string>)[value.toUpperCase()] ?? value;
}

export function genreLabel(value: string): string {
  return (MOVIE_GENRES as Record<string, string>)[value.toUpperCase()] ?? value;
}

export const DATE_RANGES = {
  today: { days: 1, label: 'Hoy' },
  week: { days: 7, label: 'Última semana' },
  month: { days: 30, label: 'Último mes' },
  '3months': { days: 90, label: 'Últimos 3 meses' },
} as const;
export type DateRange = keyof typeof DATE_RANGES;

export const ITEM_STATUS_LABELS = {
  pending_rating: 'Pendiente',
  rated: 'Valorado',
} as const;

/** Spanish texts of the WeLink pieces (spec part 1 §2, §4, §8). */
export const WELINK_MESSAGES = {
  unrated: 'Sin valorar',
  alreadyRatedNote: 'Ya has valorado este WeLink, puedes editar tu valoración',
  ratingUpdated: 'Valoración actualizada correctamente',
  ratingUpdateFailed: 'Error al actualizar la valoración',
  guidesLoadFailed: 'Error al cargar las guías',
  guidesSaved: 'Cambios guardados exitosamente',
  guidesSaveFailed: 'Error al guardar los cambios',
  guideCreated: 'Guía creada exitosamente',
  guideCreateFailed: 'Error al crear la guía',
} as const;

/** "1 estrella", "3 estrellas", or "Sin valorar" for 0. */
export function ratingText(rating: number): string {
  if (rating <= 0) return WELINK_MESSAGES.unrated;
  return `${rating} ${rating === 1 ? 'estrella' : 'estrellas'}`;
}
