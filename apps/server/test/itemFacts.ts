import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { items, users } from '../src/db/schema/index.js';
import { presentItem } from '../src/presenters/item.js';

/** Every column filled, odd text included: what the presenters in SQL and in TypeScript must answer alike. */
export const everyFact = () => ({
  title: 'Café "El Rincón"\nsegunda línea\t\u0001',
  type: 'restaurant',
  category: 'Lugar',
  subcategory: 'Restaurante',
  subsubcategory: 'Tapas',
  description: 'Descripción con ñ, «comillas» y </script>',
  synopsis: 'Sinopsis',
  status: 'rated' as const,
  rating: 5,
  comment: 'Imprescindible ✨',
  recommendedByName: 'Eva',
  author: 'Autora',
  publicationYear: 1999,
  pages: 320,
  publisher: 'Editorial',
  language: 'es',
  genre: 'Novela',
  movieRating: 'PG-13',
  runtime: 120,
  address: 'Calle Mayor 1, Madrid',
  phone: '+34 600 000 000',
  email: 'rincon@example.com',
  tags: ['tapas', 'centro'],
  externalRefs: [{ provider: 'tmdb', externalId: '42', url: 'https://example.com/42' }, { provider: 'manual' }],
  details: {
    image: 'https://example.com/a.jpg',
    imdbId: 'tt0000001',
    isbn: '978-84',
    bookGenre: 'Ensayo',
    price: 12.5,
    website: 'https://example.com',
    coordinates: { lat: 40.4168, lng: -3.7038 },
    service: 'Netflix',
    platform: 'Web',
    cuisine: 'Española',
    director: 'Directora',
    notAnExtra: 'stays on the server',
  },
  updatedAt: new Date('2026-03-04T05:06:07.123Z'),
});

/**
 * Inserts a WeLink of `ownerId`; its updatedAt gets microseconds, as now() writes them and a
 * Date cannot hold: the answer shows the milliseconds, as a Date holds them.
 */
export async function insertItem(database: Database, ownerId: string, values: Omit<typeof items.$inferInsert, 'userId'>): Promise<string> {
  const [row] = await database.db
    .insert(items)
    .values({ ...values, userId: ownerId })
    .returning();
  await database.db.execute(sql`UPDATE items SET updated_at = '2026-03-04 05:06:07.123999+00' WHERE id = ${row!.id}`);
  return row!.id;
}

/** A WeLink as presentItem answers it, read with drizzle. */
export async function presentedInTypeScript(database: Database, id: string) {
  const [row] = await database.db.select({ item: items, ownerName: users.name }).from(items).innerJoin(users, eq(users.id, items.userId)).where(eq(items.id, id));
  return presentItem(row!.item, row!.ownerName);
}
