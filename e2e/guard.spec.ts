import { TELLTALE_CODES } from '@welink/domain';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newPerson } from './support/accounts.js';
import { say, spanishLeft, telltaleCodesInEnglish, textsStoredByMembers } from './support/languages.js';
import { guardPage } from './support/pageGuards.js';
import { E2E } from './support/testEnvironment.js';

/*
 * The guard for the whole class of layout defects: every route of the web app, member and admin,
 * public pages and the main dialogs, at a phone's size and a desktop's, with a member whose every
 * written field holds one unbroken word as long as the field allows (200 characters at most).
 * Fields that store a code from a label table (cuisine, genre, age rating, platform, category)
 * hold one, which must be shown through its Spanish label. Each page must pass the checks of
 * support/pageGuards.ts; all problems are listed at the end.
 */

/** A transparent 1×1 PNG: every map tile. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const POSTER_404 = 'https://image.tmdb.org/t/p/w500/no-such-poster.jpg';

type Language = 'es' | 'en';

/**
 * What the members wrote: every long word below (and a question's opening mark), and the
 * administrator's name, which the server gave the account it made from ADMIN_EMAIL.
 */
const MEMBER_WRITTEN = /¿?\S*Larguisimo\S*|\bAdministrador\b/g;

const ENGLISH_TELLTALE_CODES = telltaleCodesInEnglish(TELLTALE_CODES);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** One unbroken word of `length` characters starting with `stem`: no space, hyphen or soft break. */
function word(stem: string, length = 200): string {
  return (stem + 'Larguisimo'.repeat(Math.ceil(length / 10))).slice(0, length);
}

const TEXT = {
  memberName: word('Ana', 20),
  friendName: word('Bruno', 20),
  requesterName: word('Carla', 20),
  pendingName: word('Eva', 20),
  itemTitle: word('Restaurante'),
  friendItemTitle: word('Cafeteria'),
  filmTitle: word('Pelicula'),
  bookTitle: word('Novela'),
  questionTitle: `¿${word('Pregunta', 199)}`,
  friendQuestionTitle: `¿${word('Duda', 199)}`,
  guideName: word('Guia', 100),
  friendGuideName: word('Ruta', 100),
  feedbackTitle: word('Fallo'),
  bothPendingTitle: word('Pendiente'),
};

interface Seeded {
  member: { email: string; password: string };
  admin: { email: string; password: string };
  itemId: string;
  questionId: string;
  /** Where Ana's published guide is read without an account. */
  publicGuidePath: string;
}

type Call = (method: 'post' | 'put', url: string, data: object) => Promise<{ _id: string } & Record<string, unknown>>;

function caller(request: APIRequestContext, token: string): Call {
  return async (method, url, data) => {
    const res = await request[method](url, { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

async function member(request: APIRequestContext, name: string, { approve = true } = {}) {
  const person = newPerson('Guard');
  const email = `${word('correo', 50)}${person.email}`.toLowerCase();
  const signup = await request.post('/api/auth/signup', {
    data: { name, email, password: person.password, phone: { prefix: '+34', number: person.phone } },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (!approve) return { email, password: person.password, call: null };
  const adminLogin = await request.post('/api/auth/login', { data: { identifier: E2E.admin.email, password: E2E.admin.password } });
  const adminToken = (await adminLogin.json()).token as string;
  const pending = await request.get('/api/admin/pending-users', { headers: { authorization: `Bearer ${adminToken}` } });
  const user = ((await pending.json()).data as Array<{ _id: string; email: string }>).find((u) => u.email === email);
  await caller(request, adminToken)('put', `/api/admin/approve-user/${user?._id}`, {});
  const login = await request.post('/api/auth/login', { data: { identifier: email, password: person.password } });
  return { email, password: person.password, call: caller(request, (await login.json()).token as string) };
}

/** Through the API, as the members and the administrator would: a long word in every written field. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const ana = await member(request, TEXT.memberName);
  const bruno = await member(request, TEXT.friendName);
  const carla = await member(request, TEXT.requesterName);
  const dani = await member(request, word('Dani', 20));
  await member(request, TEXT.pendingName, { approve: false });
  if (!ana.call || !bruno.call || !carla.call || !dani.call) throw new Error('members not approved');

  // Ana and Bruno follow each other; Carla asks to follow Ana; Ana asks to follow Dani.
  const sent = await ana.call('post', '/api/users/follow-request', { identifier: bruno.email });
  await bruno.call('post', `/api/users/follow-request/${(sent.request as { _id: string })._id}/accept`, {});
  // Pending for both, so "Pendientes en común" lists it; written first, so History's first page
  // still holds the WeLinks the walk opens below.
  for (const who of [ana, bruno]) await who.call('post', '/api/items', { title: TEXT.bothPendingTitle, category: 'Libro', status: 'pending_rating' });
  await carla.call('post', '/api/users/follow-request', { identifier: ana.email });
  await ana.call('post', '/api/users/follow-request', { identifier: dani.email });

  const tags = [word('etiqueta', 50), word('otra', 50)];
  const item = await ana.call('post', '/api/items', {
    title: TEXT.itemTitle,
    category: 'Servicio',
    subcategory: word('Subcategoria', 80),
    subsubcategory: word('Tipo', 80),
    description: word('Descripcion'),
    comment: word('Comentario'),
    address: word('Direccion'),
    phone: '+34 600 000 000',
    email: `${word('contacto', 60)}@example.com`,
    website: `https://example.com/${word('ruta')}`,
    service: word('Servicio', 100),
    cuisine: 'espanola',
    price: 25,
    rating: 4,
    tags,
    coordinates: { lat: 40.4168, lng: -3.7038 },
  });
  await ana.call('post', '/api/items', {
    title: TEXT.filmTitle,
    category: 'Película',
    synopsis: word('Sinopsis'),
    description: word('Resumen'),
    director: word('Directora'),
    genre: 'SCI_FI',
    movieRating: 'DIECISEIS',
    language: word('Idioma', 60),
    publicationYear: 2021,
    runtime: 155,
    comment: word('Opinion'),
    rating: 5,
    tags,
    // A poster that fails to load (404 below): the category's placeholder stands in for it.
    image: POSTER_404,
    externalRefs: [
      { provider: 'tmdb', entityType: 'movie', externalId: '438631', url: `https://www.themoviedb.org/movie/${word('enlace')}`, thumbnail: POSTER_404 },
    ],
  });
  await ana.call('post', '/api/items', {
    title: TEXT.bookTitle,
    category: 'Libro',
    author: word('Autora'),
    publisher: word('Editorial'),
    bookGenre: 'ciencia-ficcion',
    publicationYear: 1998,
    pages: 320,
    rating: 3,
  });
  await ana.call('post', '/api/items', { title: word('Serie'), category: 'Serie', platform: 'netflix', genre: word('Genero', 100), rating: 2 });
  await ana.call('post', '/api/items', { title: word('Museo'), category: 'entertainment', subcategory: 'museum', comment: word('Visita'), rating: 4 });
  await ana.call('post', '/api/items', {
    title: word('Lugar'),
    category: 'Lugar',
    address: word('Calle'),
    coordinates: { lat: 40.4168, lng: -3.7038 },
    status: 'pending_rating',
    recommendedByName: word('Recomendado', 100),
  });

  const friendItem = await bruno.call('post', '/api/items', {
    title: TEXT.friendItemTitle,
    category: 'Servicio',
    subcategory: word('Cafe', 80),
    description: word('Explicacion'),
    comment: word('Critica'),
    address: word('Avenida'),
    rating: 5,
    tags,
  });

  const question = await ana.call('post', '/api/events', {
    title: TEXT.questionTitle,
    type: 'Question',
    description: word('Contexto'),
    tags,
  });
  await bruno.call('post', '/api/responses', {
    eventId: question._id,
    text: word('Respuesta'),
    items: [{ itemId: friendItem._id, rating: 5, comment: word('Nota') }],
  });
  const friendQuestion = await bruno.call('post', '/api/events', { title: TEXT.friendQuestionTitle, type: 'Question', description: word('Detalle'), tags });
  await ana.call('post', '/api/responses', { eventId: friendQuestion._id, text: word('Contesto'), items: [{ itemId: item._id, rating: 4, comment: word('Matiz') }] });

  const guide = await ana.call('post', '/api/lists', { name: TEXT.guideName, description: word('Proposito'), tags, color: '#3B82F6' });
  await ana.call('post', `/api/lists/${guide._id}/items`, { itemId: item._id });
  await ana.call('post', `/api/lists/${guide._id}/items`, { itemId: friendItem._id });
  const published = await ana.call('post', `/api/lists/${guide._id}/public-link`, {});
  await bruno.call('post', '/api/lists', { name: TEXT.friendGuideName, description: word('Ruta'), isPublic: true, itemIds: [friendItem._id] });

  await ana.call('post', '/api/issues', { type: 'bug', title: TEXT.feedbackTitle, description: word('Explico'), url: `/${word('pagina')}` });

  return {
    member: { email: ana.email, password: ana.password },
    admin: E2E.admin,
    itemId: item._id,
    questionId: question._id,
    publicGuidePath: new URL(String(published.url)).pathname,
  };
}

let seeded: Seeded;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  seeded = await seed(request);
  await request.dispose();
});

/** A signed-in page (the tour already seen) that accepts any leave-page prompt. */
async function signedIn(browser: Browser, viewport: typeof PHONE, account: { email: string; password: string } | null, language: Language) {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    // English comes from the browser's language, as for a member who never chose one.
    locale: language === 'en' ? 'en-US' : 'es-ES',
  });
  // A step that cannot be done (a button pushed off screen) fails in seconds, with what was found.
  context.setDefaultTimeout(10_000);
  // Map tiles never leave the machine: each is a transparent pixel.
  await context.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await context.route(POSTER_404, (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.addInitScript(() => {
    localStorage.setItem('hasSeenAppTour', 'true');
    localStorage.setItem('appTourVersion', '2.0');
  });
  if (account) {
    await page.goto('/login');
    await page.getByLabel(say(language, 'Email o teléfono')).fill(account.email);
    await page.getByLabel(say(language, 'Contraseña'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: say(language, 'Iniciar sesión') }).click();
    await expect(page).toHaveURL(/\/timeline$/);
  }
  return { page, close: () => context.close() };
}

/** Collects every page's problems, so that one run names all of them. */
class Findings {
  readonly problems: string[] = [];
  /** Texts other journeys' members stored, where a screen lists everyone's (the administrator's). */
  storedByMembers: readonly string[] = [];
  private shots = 0;
  constructor(
    private readonly viewport: string,
    private readonly language: Language,
  ) {}
  async check(page: Page, what: string) {
    const rawCodes = this.language === 'en' ? ENGLISH_TELLTALE_CODES : TELLTALE_CODES;
    this.problems.push(...(await guardPage(page, `${this.viewport} ${what}`, { rawCodes })));
    if (this.language === 'en') {
      const left = await spanishLeft(page, MEMBER_WRITTEN, this.storedByMembers);
      this.problems.push(...left.map((problem) => `${this.viewport} ${what}: ${problem}`));
    }
    // GUARD_SHOTS=<dir> keeps a picture of every page checked, to look at.
    if (process.env.GUARD_SHOTS) {
      this.shots += 1;
      const name = `${this.viewport}-${String(this.shots).padStart(2, '0')}-${what.replace(/[^\w]+/g, '_').slice(0, 60)}.png`;
      await page.screenshot({ path: `${process.env.GUARD_SHOTS}/${name}`, fullPage: true });
    }
  }
  async visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
    await page.goto(path);
    try {
      await ready(page);
    } catch (error) {
      await page.screenshot({ path: test.info().outputPath('unexpected-page.png'), fullPage: true });
      throw new Error(`${path} did not show what was expected`, { cause: error });
    }
    await this.check(page, path);
  }
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
const shows = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function walk(browser: Browser, viewport: typeof PHONE, label: string, language: Language = 'es') {
  const found = new Findings(label, language);
  try {
    await visitAll(browser, viewport, found, language);
  } catch (error) {
    throw new Error(`${label}: the journey stopped; problems found before it:\n${found.problems.join('\n')}`, { cause: error });
  }
  expect(found.problems, `\n${found.problems.join('\n')}\n`).toEqual([]);
}

async function visitAll(browser: Browser, viewport: typeof PHONE, found: Findings, language: Language) {
  /** An app text in the walk's language, given by its Spanish. */
  const t = (spanish: string, values?: Record<string, string>) => say(language, spanish, values);

  // Visitors.
  const visitor = await signedIn(browser, viewport, null, language);
  const v = visitor.page;
  await found.visit(v, '/', (p) => expect(p.getByRole('link', { name: t('Iniciar sesión') }).first()).toBeVisible());
  await found.visit(v, '/login', (p) => expect(p.getByLabel(t('Email o teléfono'))).toBeVisible());
  await found.visit(v, '/signup', (p) => expect(p.getByLabel(t('Nombre'), { exact: false }).first()).toBeVisible());
  await found.visit(v, '/forgot-password', (p) => expect(p.getByRole('button').first()).toBeVisible());
  await found.visit(v, '/reset-password?token=abc', (p) => expect(p.getByRole('heading').first()).toBeVisible());
  await found.visit(v, '/terms', (p) => expect(p.getByRole('heading').first()).toBeVisible());
  await found.visit(v, '/privacy', (p) => expect(p.getByRole('heading').first()).toBeVisible());
  await found.visit(v, `/${word('ruta', 120)}`, (p) => expect(p.getByRole('heading').first()).toBeVisible());
  await found.visit(v, seeded.publicGuidePath, (p) => expect(p.getByRole('heading', { level: 1, name: TEXT.guideName })).toBeVisible());
  await visitor.close();

  // The member with the long words.
  const ana = await signedIn(browser, viewport, seeded.member, language);
  const a = ana.page;
  await shows(a, TEXT.friendItemTitle);
  await found.check(a, '/timeline');

  await a.getByRole('button', { name: t('Filtros avanzados') }).first().click();
  await expect(a.getByRole('dialog', { name: t('Filtros avanzados') })).toBeVisible();
  await found.check(a, '/timeline, Filtros avanzados dialog');
  await a.keyboard.press('Escape');

  await a.getByRole('button', { name: new RegExp(TEXT.friendItemTitle) }).first().click();
  await expect(a.getByRole('dialog')).toBeVisible();
  await found.check(a, '/timeline, WeLink detail dialog');
  await a.keyboard.press('Escape');
  await expect(a.getByRole('dialog')).toHaveCount(0);

  // Bruno's question: its responses, then Ana's own answer with a WeLink search.
  const friendQuestion = a.getByRole('article').filter({ hasText: TEXT.friendQuestionTitle }).first();
  await friendQuestion.getByRole('button', { name: t('Mostrar respuestas') }).click();
  await friendQuestion.getByRole('button', { name: t('Editar respuesta') }).click();
  const picker = friendQuestion.getByLabel(t('Añadir WeLinks relacionados'));
  await picker.fill(TEXT.itemTitle.slice(0, 20));
  await picker.press('Enter');
  await expect(friendQuestion.getByRole('list', { name: t('Resultados de la búsqueda') })).toBeVisible();
  await found.check(a, '/timeline, responses and response search');

  await found.visit(a, '/history', (p) => shows(p, TEXT.questionTitle));
  const ownQuestion = a.getByRole('article').filter({ hasText: TEXT.questionTitle }).first();
  await ownQuestion.getByRole('button', { name: t('Ver respuestas') }).first().click();
  await expect(a.getByRole('dialog')).toBeVisible();
  await found.check(a, '/history, responses dialog');
  await a.keyboard.press('Escape');
  for (const [title, what] of [
    [TEXT.filmTitle, 'film'],
    [TEXT.itemTitle, 'restaurant'],
  ] as const) {
    await a.getByRole('article').filter({ hasText: title }).first().getByRole('button', { name: new RegExp(title) }).first().click();
    await expect(a.getByRole('dialog')).toBeVisible();
    await found.check(a, `/history, ${what} detail dialog`);
    await a.keyboard.press('Escape');
    await expect(a.getByRole('dialog')).toHaveCount(0);
  }

  await found.visit(a, '/lists', (p) => shows(p, TEXT.guideName));
  await a.getByRole('button', { name: t('Editar guía {name}', { name: TEXT.guideName }) }).click();
  await expect(a.getByRole('dialog', { name: t('Editar guía') })).toBeVisible();
  await found.check(a, '/lists, guide form dialog');
  await a.keyboard.press('Escape');
  await a.getByRole('button', { name: t('Enlace público de {name}', { name: TEXT.guideName }) }).click();
  await expect(a.getByRole('dialog', { name: t('Enlace público') }).getByLabel(t('Enlace de la guía'))).toBeVisible();
  await found.check(a, '/lists, public link dialog');
  await a.keyboard.press('Escape');
  await a.getByRole('group', { name: t('Ver {name} como', { name: TEXT.guideName }) }).getByRole('button', { name: t('Mapa') }).click();
  await expect(a.locator('.guide-map .leaflet-marker-icon')).toHaveCount(1);
  await found.check(a, '/lists, guide map');

  await found.visit(a, '/contacts', (p) => shows(p, TEXT.requesterName));
  await a.getByLabel(t('Nombre, email o teléfono')).fill(TEXT.friendName);
  await a.getByRole('button', { name: t('Buscar'), exact: true }).click();
  await expect(a.getByRole('list', { name: t('Resultados de la búsqueda') })).toBeVisible();
  await found.check(a, '/contacts, member search');
  await found.visit(a, '/contacts?tab=mis-contactos', (p) => expect(p.getByRole('tab', { name: t('Mis Contactos'), selected: true })).toBeVisible());
  await a.getByRole('link', { name: t('Pendientes en común con {name}', { name: TEXT.friendName }) }).click();
  await shows(a, TEXT.bothPendingTitle);
  await found.check(a, '/contacts/:id/pendientes');
  await a.goBack();
  await a.getByRole('link', { name: t('Guías de {name}', { name: TEXT.friendName }) }).click();
  await shows(a, TEXT.friendGuideName);
  await found.check(a, '/contacts/:id/guias');
  await a.getByRole('link', { name: new RegExp(TEXT.friendGuideName) }).click();
  await expect(a.getByRole('progressbar', { name: new RegExp(`^${t('Visitados {visited} de {total}', { visited: '\\d+', total: '\\d+' })}$`) })).toBeVisible();
  await found.check(a, '/contacts/:id/guias/:listId');
  await found.visit(a, '/notificaciones', (p) => heading(p, t('Notificaciones')));
  await found.visit(a, '/para-ti', (p) => shows(p, TEXT.friendItemTitle));
  await found.visit(a, '/settings', (p) => heading(p, t('Ajustes')));
  await found.visit(a, '/settings/importar', (p) => heading(p, t('Importar')));
  await found.visit(a, '/new-welink', (p) => expect(p.getByRole('link', { name: t('Hacer una pregunta') })).toBeVisible());
  await found.visit(a, '/new-welink/question', (p) => expect(p.getByLabel(t('Pregunta *'))).toBeVisible());
  // Opened by its address the edit has nothing to fill from; opened from History it is filled.
  await found.visit(a, `/new-welink/question/edit/${seeded.questionId}`, (p) => expect(p.getByRole('alert')).toBeVisible());
  await a.goto('/history');
  await a.getByRole('article').filter({ hasText: TEXT.questionTitle }).first().getByRole('button', { name: new RegExp(`^${t('Editar')}\\b`) }).click();
  await expect(a.getByLabel(t('Pregunta *'))).toHaveValue(TEXT.questionTitle);
  await found.check(a, `/new-welink/question/edit/${seeded.questionId} from History`);
  await found.visit(a, `/edit-event/${seeded.itemId}`, (p) => expect(p.getByLabel(t('Título *'))).toHaveValue(TEXT.itemTitle));
  await found.visit(a, `/new-welink/service/edit/${seeded.itemId}`, (p) => expect(p.getByRole('heading', { level: 2 }).first()).toBeVisible());

  // The wizard, up to its rating step, with a title of one long word.
  await found.visit(a, '/new-welink/service', (p) => expect(p.getByRole('combobox', { name: t('Categoría *') })).toBeVisible());
  const category = a.getByRole('combobox', { name: t('Categoría *') });
  await category.fill(t('Bar'));
  await a.getByRole('option', { name: t('Bar'), exact: true }).click();
  await a.getByLabel(t('Nombre *')).fill(word('Zqxjv', 190));
  await found.check(a, '/new-welink/service, details step');
  await a.getByRole('button', { name: t('Continuar') }).click();
  // Its long words look like the seeded ones: the wizard asks whether it is one of them first.
  await expect(a.getByRole('heading', { level: 2, name: t('¿Es alguno de estos?') })).toBeVisible();
  await found.check(a, '/new-welink/service, similar step');
  await a.getByRole('button', { name: t('Continuar') }).click();
  await expect(a.getByRole('heading', { level: 2, name: t('Tu valoración') })).toBeVisible();
  await found.check(a, '/new-welink/service, rating step');

  // A member who is not an administrator is turned away from the admin screens.
  await found.visit(a, '/admin/issues', (p) => expect(p.getByRole('heading').first()).toBeVisible());
  await ana.close();

  // The administrator.
  const admin = await signedIn(browser, viewport, seeded.admin, language);
  const ad = admin.page;
  if (language === 'en') {
    const login = await ad.request.post('/api/auth/login', { data: { identifier: seeded.admin.email, password: seeded.admin.password } });
    found.storedByMembers = await textsStoredByMembers(ad.request, (await login.json()).token as string);
  }
  await found.visit(ad, '/admin/pending-users', (p) => shows(p, TEXT.pendingName));
  await found.visit(ad, '/admin/issues', (p) => shows(p, TEXT.feedbackTitle));
  for (const status of ['all', 'pending', 'approved', 'rejected', 'admins']) {
    await found.visit(ad, `/admin/users/${status}`, (p) => expect(p.getByRole('heading').first()).toBeVisible());
  }
  await found.visit(ad, '/admin/otra-cosa', (p) => expect(p.getByRole('heading').first()).toBeVisible());
  await admin.close();
}

test('every screen at 390×844 holds long words: no overflow, nothing covered, no broken image', async ({ browser }) => {
  test.setTimeout(120_000);
  await walk(browser, PHONE, '390×844');
});

test('every screen at 1280×800 holds long words: no overflow, nothing covered, no broken image', async ({ browser }) => {
  test.setTimeout(120_000);
  await walk(browser, DESKTOP, '1280×800');
});

test('every screen in English at 390×844: no Spanish left outside what members wrote, and the same checks', async ({ browser }) => {
  test.setTimeout(120_000);
  await walk(browser, PHONE, '390×844 English', 'en');
});
