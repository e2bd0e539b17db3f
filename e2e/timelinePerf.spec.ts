import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { approvedMember, type Person } from './support/accounts.js';
import { describeFirstLoadProfile, startFirstLoadTrace, stopFirstLoadTrace } from './support/firstLoadProfile.js';
import { untilMachineQuiet } from './support/quietMachine.js';
import { emulateSlowConditions } from './support/slowConditions.js';

/**
 * The Timeline with 1,000 events in headless Chromium (issue 6): time to first content, time until
 * the list is usable, and a bounded DOM while scrolling through every event; then a repeat visit
 * served by the service worker. The figures are printed;
 * the issue's target for "usable" is 1 s, asserted here with room for a loaded 2-core machine.
 * With TIMELINE_PROFILE=<dir> the first load is traced, the trace kept in that directory and where the
 * main thread's time went printed (the tracing itself slows the load: compare figures without it).
 * TIMELINE_LATENCY_MS and TIMELINE_CPU_SLOWDOWN emulate a slower network and CPU (support/slowConditions.ts).
 */
const EVENTS = 1_000;
const AUTHORS = 4;
const USABLE_BOUND_MS = 3_000;
/** Elements in the whole document: the shell, the toolbar and a window of cards, whatever was scrolled. */
const DOM_NODE_CEILING = 2_500;
const RENDERED_CARDS_CEILING = 40;
const LIST = 'ul[aria-label="Eventos de tus contactos"]';

test.setTimeout(300_000);

async function tokenOf(request: APIRequestContext, person: Person): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { identifier: person.email, password: person.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token as string;
}

/** The reader asks, the author accepts: both follow each other. */
async function connect(request: APIRequestContext, reader: string, author: { token: string; person: Person }) {
  const asked = await request.post('/api/users/follow-request', {
    data: { identifier: author.person.email },
    headers: { authorization: `Bearer ${reader}` },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const headers = { authorization: `Bearer ${author.token}` };
  const received = (await (await request.get('/api/users/follow-requests', { headers })).json()) as Array<{ _id: string }>;
  for (const { _id } of received) {
    const accepted = await request.post(`/api/users/follow-request/${_id}/accept`, { headers });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
}

const CATEGORIES = ['Película', 'Libro', 'Serie', 'Servicio'];

/** One event of the mix: mostly WeLinks, some informative events and questions. */
function eventRequest(n: number): { url: string; data: object } {
  const category = CATEGORIES[n % CATEGORIES.length];
  if (n % 10 === 0) return { url: '/api/events', data: { type: 'question', title: `¿Alguna recomendación número ${n}?`, tags: ['ayuda'] } };
  if (n % 5 === 0) {
    return { url: '/api/events', data: { title: `Novedad ${n} en el barrio`, description: 'Han abierto una librería con café en la esquina.', category } };
  }
  return {
    url: '/api/items',
    data: { title: `Recomendación ${n}`, category, rating: (n % 5) + 1, comment: `Me gustó mucho, sobre todo la parte ${n}.` },
  };
}

async function seedTimeline(request: APIRequestContext): Promise<Person> {
  const reader = await approvedMember(request, 'Lectora');
  const readerToken = await tokenOf(request, reader);
  const authors: Array<{ person: Person; token: string }> = [];
  for (let a = 0; a < AUTHORS; a += 1) {
    const person = await approvedMember(request, `Autor${a}`);
    const author = { person, token: await tokenOf(request, person) };
    await connect(request, readerToken, author);
    authors.push(author);
  }
  // A few requests at a time: the server runs with RATE_LIMITS=off in the e2e setup.
  const pending = Array.from({ length: EVENTS }, (_, n) => n);
  const worker = async () => {
    for (let n = pending.shift(); n !== undefined; n = pending.shift()) {
      const { url, data } = eventRequest(n);
      const author = authors[n % AUTHORS];
      const res = await request.post(url, { data, headers: { authorization: `Bearer ${author?.token}` } });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return reader;
}

/**
 * Installed before the page loads: notes when the first event card appears, then scrolls one screen
 * and notes when the list has rendered the cards further down (it answered the scroll).
 */
function watchFirstContent(list: string) {
  const marks: { firstContent?: number; usable?: number } = {};
  (window as unknown as { __timelineMarks: typeof marks }).__timelineMarks = marks;
  const lastIndex = () => Math.max(-1, ...Array.from(document.querySelectorAll<HTMLElement>(`${list} > li`), (li) => Number(li.dataset.index)));
  const observer = new MutationObserver(() => {
    if (marks.firstContent === undefined) {
      if (!document.querySelector(`${list} > li`)) return;
      marks.firstContent = performance.now();
      const before = lastIndex();
      requestAnimationFrame(() => window.scrollBy(0, window.innerHeight));
      const check = () => {
        if (lastIndex() > before) {
          marks.usable = performance.now();
          observer.disconnect();
        }
      };
      window.addEventListener('scroll', () => requestAnimationFrame(check));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function domFigures(page: Page) {
  return page.evaluate((list) => {
    const cards = document.querySelectorAll(`${list} > li`);
    const last = cards[cards.length - 1] as HTMLElement | undefined;
    return {
      nodes: document.getElementsByTagName('*').length,
      cards: cards.length,
      setSize: Number(last?.getAttribute('aria-setsize') ?? 0),
      lastPosition: Number(last?.getAttribute('aria-posinset') ?? 0),
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    };
  }, LIST);
}

/**
 * A member coming back: once the first visit's worker controls the app, a new tab opens the
 * Timeline with the page and its code answered from the worker's cache (issue 36: first content
 * ≤ 300 ms, reported in docs/performance.md).
 */
async function repeatVisit(context: BrowserContext, firstVisit: Page) {
  await firstVisit.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => firstVisit.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const page = await context.newPage();
  await page.goto('about:blank');
  await untilMachineQuiet();
  const answer = await page.goto('/timeline');
  expect(answer?.fromServiceWorker(), 'the document of a repeat visit comes from the service worker').toBe(true);
  await expect(page.locator(`${LIST} > li`).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __timelineMarks: { usable?: number } }).__timelineMarks.usable)).toBeDefined();
  const figures = await page.evaluate(() => {
    const marks = (window as unknown as { __timelineMarks: { firstContent: number; usable: number } }).__timelineMarks;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js'));
    return { ...marks, firstPaint: paint?.startTime ?? Number.NaN, scriptsFromWorker: scripts.every((r) => r.workerStart > 0) };
  });
  expect(figures.scriptsFromWorker, "the app's code of a repeat visit comes through the service worker").toBe(true);
  await page.close();
  return figures;
}

test('the Timeline of 1,000 events opens fast and scrolls through all of them with a bounded DOM', async ({ browser, request }) => {
  const reader = await seedTimeline(request);
  const token = await tokenOf(request, reader);
  const user = await (await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })).json();

  // A new browser context: nothing cached, signed in as a returning member would be.
  const context = await browser.newContext();
  await context.addInitScript(
    ({ token: t, user: u }) => {
      try {
        localStorage.setItem('token', t);
        localStorage.setItem('user', JSON.stringify(u));
        localStorage.setItem('hasSeenAppTour', 'true');
        localStorage.setItem('appTourVersion', '2.0');
      } catch {
        // about:blank has no storage.
      }
    },
    { token, user },
  );
  await context.addInitScript(watchFirstContent, LIST);
  const page = await context.newPage();
  // Measured from navigation start in an open window, as a member typing the address would load it.
  await page.goto('about:blank');
  const slowedBy = await emulateSlowConditions(context, page);
  const settledMs = await untilMachineQuiet();
  const profileDir = process.env.TIMELINE_PROFILE;
  const trace = profileDir ? await startFirstLoadTrace(browser, page) : undefined;
  await page.goto('/timeline');
  await expect(page.locator(`${LIST} > li`).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __timelineMarks: { usable?: number } }).__timelineMarks.usable)).toBeDefined();
  const marks = await page.evaluate(() => (window as unknown as { __timelineMarks: { firstContent: number; usable: number } }).__timelineMarks);
  const profile = profileDir && trace ? await stopFirstLoadTrace(browser, trace, profileDir, marks.usable) : undefined;
  const firstPage = await domFigures(page);
  const network = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const feed = resources.find((r) => /\/api\/events\/following$/.test(r.name));
    const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    return {
      feedStart: feed?.startTime ?? 0,
      feedEnd: feed?.responseEnd ?? 0,
      scriptsEnd: Math.max(0, ...scripts.filter((r) => r.startTime < (feed?.startTime ?? 0)).map((r) => r.responseEnd)),
      scripts: scripts.length,
    };
  });

  // Scroll a screen at a time to the very end, letting pages load as the end comes into view.
  let maxNodes = firstPage.nodes;
  let maxCards = firstPage.cards;
  let figures = firstPage;
  const scrollStart = Date.now();
  for (let step = 0; step < 2_000 && !(figures.atEnd && figures.setSize === EVENTS); step += 1) {
    await page.evaluate(() => new Promise((resolve) => {
      window.scrollBy(0, window.innerHeight);
      requestAnimationFrame(() => requestAnimationFrame(resolve));
    }));
    figures = await domFigures(page);
    if (figures.atEnd && figures.setSize < EVENTS) await page.waitForTimeout(50);
    maxNodes = Math.max(maxNodes, figures.nodes);
    maxCards = Math.max(maxCards, figures.cards);
  }
  const scrollMs = Date.now() - scrollStart;
  const repeat = await repeatVisit(context, page);

  console.log(
    [
      `Timeline, ${EVENTS} events from ${AUTHORS} followed members (headless Chromium, cold cache${slowedBy ? `, ${slowedBy}` : ''}):`,
      `  first content: ${marks.firstContent.toFixed(0)} ms after navigation start (the new window settled for ${settledMs} ms before it)`,
      `  usable (first page rendered and answering a scroll): ${marks.usable.toFixed(0)} ms`,
      `  where the time goes: code of the shell and screen loaded by ${network.scriptsEnd.toFixed(0)} ms; ` +
        `first page of events asked at ${network.feedStart.toFixed(0)} ms, answered at ${network.feedEnd.toFixed(0)} ms ` +
        `(${(network.feedEnd - network.feedStart).toFixed(0)} ms on the server)`,
      `  DOM after the first page: ${firstPage.nodes} elements, ${firstPage.cards} cards rendered`,
      `  scrolled through all ${figures.setSize} events in ${(scrollMs / 1000).toFixed(1)} s; max ${maxNodes} elements, max ${maxCards} cards rendered`,
      `Repeat visit, a new tab of the same browser (the app from the service worker's cache, the Timeline's first page from the network):`,
      `  first contentful paint: ${repeat.firstPaint.toFixed(0)} ms; first event card: ${repeat.firstContent.toFixed(0)} ms; usable: ${repeat.usable.toFixed(0)} ms`,
      ...(profile ? [describeFirstLoadProfile(profile, marks.usable)] : []),
    ].join('\n'),
  );

  expect(figures.setSize).toBe(EVENTS);
  expect(figures.lastPosition).toBe(EVENTS);
  expect(maxCards).toBeLessThanOrEqual(RENDERED_CARDS_CEILING);
  expect(maxNodes).toBeLessThanOrEqual(DOM_NODE_CEILING);
  expect(marks.usable).toBeLessThanOrEqual(USABLE_BOUND_MS);
  await context.close();
});
