/** The value lists of the creation forms (spec §3 "Value lists"): stored value and Spanish label. */

export interface Choice {
  value: string;
  label: string;
}

const same = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

export const MOVIE_GENRE_CHOICES = same([
  'Drama',
  'Comedia',
  'Acción',
  'Aventuras',
  'Ciencia ficción',
  'Terror',
  'Romántica',
  'Animación',
  'Documental',
  'Thriller',
  'Fantasía',
  'Musical',
  'Western',
  'Bélica',
  'Infantil',
]);

export const AGE_RATING_CHOICES: Choice[] = [
  { value: 'APTA', label: 'Apta para todos los públicos' },
  { value: '7', label: 'Mayores de 7 años' },
  { value: '12', label: 'Mayores de 12 años' },
  { value: '16', label: 'Mayores de 16 años' },
  { value: '18', label: 'Mayores de 18 años' },
  { value: 'X', label: 'X' },
];

export const BOOK_GENRE_CHOICES: Choice[] = [
  { value: 'ficcion', label: 'Ficción' },
  { value: 'no-ficcion', label: 'No ficción' },
  { value: 'biografia', label: 'Biografía' },
  { value: 'historia', label: 'Historia' },
  { value: 'ciencia', label: 'Ciencia' },
  { value: 'filosofia', label: 'Filosofía' },
  { value: 'autoayuda', label: 'Autoayuda' },
  { value: 'negocios', label: 'Negocios' },
  { value: 'cocina', label: 'Cocina' },
  { value: 'viajes', label: 'Viajes' },
  { value: 'drama', label: 'Drama' },
  { value: 'comedia', label: 'Comedia' },
  { value: 'romance', label: 'Romance' },
  { value: 'misterio', label: 'Misterio' },
  { value: 'suspenso', label: 'Suspense' },
  { value: 'fantasia', label: 'Fantasía' },
  { value: 'ciencia-ficcion', label: 'Ciencia ficción' },
  { value: 'terror', label: 'Terror' },
  { value: 'aventura', label: 'Aventura' },
  { value: 'psicologia', label: 'Psicología' },
  { value: 'finanzas', label: 'Finanzas' },
  { value: 'salud', label: 'Salud' },
  { value: 'nutricion', label: 'Nutrición' },
  { value: 'tecnologia', label: 'Tecnología' },
  { value: 'politica', label: 'Política' },
  { value: 'economia', label: 'Economía' },
  { value: 'sociologia', label: 'Sociología' },
  { value: 'otro', label: 'Otro' },
];

export const CUISINE_CHOICES: Choice[] = [
  { value: 'general', label: 'General' },
  { value: 'espanola', label: 'Española' },
  { value: 'italiana', label: 'Italiana' },
  { value: 'francesa', label: 'Francesa' },
  { value: 'china', label: 'China' },
  { value: 'japonesa', label: 'Japonesa' },
  { value: 'mexicana', label: 'Mexicana' },
  { value: 'india', label: 'India' },
  { value: 'tailandesa', label: 'Tailandesa' },
  { value: 'coreana', label: 'Coreana' },
  { value: 'griega', label: 'Griega' },
  { value: 'turca', label: 'Turca' },
  { value: 'libanesa', label: 'Libanesa' },
  { value: 'marroqui', label: 'Marroquí' },
  { value: 'argentina', label: 'Argentina' },
  { value: 'peruana', label: 'Peruana' },
  { value: 'brasilena', label: 'Brasileña' },
  { value: 'cafe', label: 'Café' },
  { value: 'bar', label: 'Bar' },
  { value: 'panaderia', label: 'Panadería' },
  { value: 'pasteleria', label: 'Pastelería' },
  { value: 'vegana', label: 'Vegana' },
  { value: 'vegetariana', label: 'Vegetariana' },
  { value: 'mariscos', label: 'Mariscos' },
  { value: 'carnes', label: 'Carnes' },
  { value: 'pescados', label: 'Pescados' },
  { value: 'pizza', label: 'Pizza' },
  { value: 'hamburguesas', label: 'Hamburguesas' },
  { value: 'sushi', label: 'Sushi' },
  { value: 'tapas', label: 'Tapas' },
  { value: 'otro', label: 'Otro' },
];

/** Spec §3 "Cuisine slugs mapped from place types": a found place's types → a cuisine choice. */
const CUISINE_BY_PLACE_TYPE: Record<string, string> = {
  bakery: 'panaderia',
  cafe: 'cafe',
  coffee_shop: 'cafe',
  bar: 'bar',
  pub: 'bar',
  italian_restaurant: 'italiana',
  pizza_restaurant: 'pizza',
  chinese_restaurant: 'china',
  japanese_restaurant: 'japonesa',
  sushi_restaurant: 'sushi',
  korean_restaurant: 'coreana',
  thai_restaurant: 'tailandesa',
  indian_restaurant: 'india',
  mexican_restaurant: 'mexicana',
  spanish_restaurant: 'espanola',
  french_restaurant: 'francesa',
  greek_restaurant: 'griega',
  turkish_restaurant: 'turca',
  lebanese_restaurant: 'libanesa',
  seafood_restaurant: 'mariscos',
  steak_house: 'carnes',
  barbecue_restaurant: 'carnes',
  vegetarian_restaurant: 'vegetariana',
  vegan_restaurant: 'vegana',
  hamburger_restaurant: 'hamburguesas',
  ice_cream_shop: 'pasteleria',
  dessert_shop: 'pasteleria',
};

export function cuisineFromPlaceTypes(types: readonly string[] | undefined): string | undefined {
  for (const type of types ?? []) {
    const cuisine = CUISINE_BY_PLACE_TYPE[type];
    if (cuisine) return cuisine;
  }
  return undefined;
}

export const PLATFORM_CHOICES: Choice[] = [
  { value: 'netflix', label: 'Netflix' },
  { value: 'hbo', label: 'HBO Max' },
  { value: 'disney', label: 'Disney+' },
  { value: 'amazon', label: 'Prime Video' },
  { value: 'apple', label: 'Apple TV+' },
  { value: 'paramount', label: 'Paramount+' },
  { value: 'peacock', label: 'Peacock' },
  { value: 'hulu', label: 'Hulu' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'crunchyroll', label: 'Crunchyroll' },
  { value: 'moviestar', label: 'Movistar Plus+' },
  { value: 'sky', label: 'SkyShowtime' },
  { value: 'atresplayer', label: 'Atresplayer' },
  { value: 'rtve', label: 'RTVE Play' },
  { value: 'otro', label: 'Otra' },
];
