import { expect, test } from '@playwright/test';
import yazl from 'yazl';
import { approvedMember, asMember, logIn } from './support/accounts.js';

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const row = (title: string, isbn13: string, rating: number, shelf: string) =>
  `1,"${title}",Autora,"Autora, La",,"=""""","=""${isbn13}""",${rating},4.1,Editorial,Tapa,300,2001,2001,,2024/01/01,,,${shelf},,,,0,0`;
const GOODREADS = [HEADER, row('Harry Potter y la piedra filosofal', '9788478884452', 5, 'read'), row('El libro que ya tenía', '', 4, 'read'), row('Piranesi', '', 0, 'to-read')].join('\n');

test('a member imports a Goodreads library: preview, review, save, report, and a reload in between loses nothing', async ({ page, request }) => {
  const ana = await approvedMember(request, 'Ana');
  await (await asMember(request, ana)).post('/api/items', { title: 'El libro que ya tenía', category: 'Libro', rating: 3 });
  await logIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Importar de otros servicios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar' })).toBeVisible();

  await page.getByLabel('Archivo exportado').setInputFiles({ name: 'goodreads_library_export.csv', mimeType: 'text/csv', buffer: Buffer.from(GOODREADS) });
  await page.getByRole('button', { name: 'Subir y revisar' }).click();
  const rows = page.getByRole('list', { name: 'Filas del archivo' });
  await expect(rows.getByRole('listitem')).toHaveCount(3);
  await expect(rows.getByRole('listitem').filter({ hasText: 'El libro que ya tenía' }).getByText('Ya lo tienes')).toBeVisible();

  // The review survives a reload: the import lives on the server.
  await page.getByRole('radiogroup', { name: 'Valoración de Piranesi' }).getByRole('radio', { name: '4 estrellas' }).click();
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Valoración de Piranesi' }).getByRole('radio', { name: '4 estrellas' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: 'Importar 2 WeLinks' }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible();
  await expect(page.getByText('2 creados')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar informe' }).click();
  expect((await downloading).suggestedFilename()).toBe('informe-importacion.csv');

  await page.getByRole('link', { name: 'Ver tu historial' }).click();
  await expect(page.getByText('Harry Potter y la piedra filosofal').first()).toBeVisible();
  await expect(page.getByText('Piranesi').first()).toBeVisible();
});

/** A Letterboxd export as its Settings → Data page gives it: a ZIP with its CSVs at the top. */
async function letterboxdZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('Date,Name,Year,Letterboxd URI,Rating\n2024-01-05,Dune,2021,https://boxd.it/abc,4.5\n2024-02-01,Fargo,1996,https://boxd.it/def,3\n'), 'ratings.csv');
  zip.addBuffer(Buffer.from('Date,Name,Year,Letterboxd URI\n2024-03-01,Perfect Days,2023,https://boxd.it/ghi\n'), 'watchlist.csv');
  zip.addBuffer(Buffer.from('Date,Name\n'), 'likes/films.csv');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('a member imports a Letterboxd ZIP through the review queue', async ({ page, request }) => {
  const bea = await approvedMember(request, 'Bea');
  await logIn(page, bea.email, bea.password);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/settings/importar');
  await page.getByRole('radio', { name: 'Letterboxd' }).click();
  await page.getByLabel('Archivo exportado').setInputFiles({ name: 'letterboxd-bea-2026-11-29.zip', mimeType: 'application/zip', buffer: await letterboxdZip() });
  await page.getByRole('button', { name: 'Subir y revisar' }).click();

  const rows = page.getByRole('list', { name: 'Filas del archivo' });
  await expect(rows.getByRole('listitem')).toHaveCount(3);
  // Half stars round up, and the preview says so.
  await expect(rows.getByRole('listitem').filter({ hasText: 'Dune' }).getByText('4,5★ redondeado a 5★')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Importar «Fargo»' }).uncheck();
  await page.getByRole('button', { name: 'Importar 2 WeLinks' }).click();
  await expect(page.getByText('2 creados')).toBeVisible();
  await expect(page.getByText('1 descartado')).toBeVisible();
});
