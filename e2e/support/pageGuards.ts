import type { Page } from '@playwright/test';

/**
 * Checks that hold on every screen of the app, whatever it shows. Each returns plain sentences
 * naming the screen (`where`), the element and what went wrong, so one run lists every problem.
 *
 * - no horizontal overflow: the document is no wider than the viewport, no element is wider
 *   than it or sticks out of it, and no box of the page (a dialog, a list) scrolls sideways;
 * - no button, link or input partly cut off by a scrolling row, nor covered by another element at
 *   its centre or just inside its edges (each is scrolled into view first, the way a person would
 *   reach it; a fixed header, tab bar or floating button in front of it counts as covering it);
 * - no broken image;
 * - no stored code shown where its Spanish label belongs;
 * - no navigation label broken over two lines ("Contacto" / "s").
 *
 * With a modal dialog open, only what is inside it is checked (the rest is meant to be behind it).
 */
export interface GuardOptions {
  /** Codes of the domain's label tables that must never be read as a word on screen. */
  rawCodes?: readonly string[];
}

export async function guardPage(page: Page, where: string, options: GuardOptions = {}): Promise<string[]> {
  await settle(page);
  const problems = [...(await page.evaluate(checksInPage, { rawCodes: [...(options.rawCodes ?? [])] })), ...(await findBrokenImages(page))];
  return problems.map((problem) => `${where}: ${problem}`);
}

/** Fonts loaded, no pending navigation progress bar, layout stable for two frames. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.locator('.nav-progress').waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
}

// Runs in the page: it may use only what it defines itself.
function checksInPage({ rawCodes }: { rawCodes: string[] }): string[] {
  const CONTROLS =
    'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="radio"], [role="tab"], [role="checkbox"], [role="combobox"], [role="option"], [role="link"]';
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `<${tag}${cls}>${name ? ` "${name.slice(0, 40)}${name.length > 40 ? '…' : ''}"` : ''}`;
  };
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  // With a modal dialog open, the page behind it is meant to be covered.
  const modal = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'))
    .filter((el) => el.checkVisibility())
    .pop();
  const scope = modal ?? document.body;
  const controls = Array.from(scope.querySelectorAll(CONTROLS)).filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      el.getBoundingClientRect().width > 2 &&
      el.getBoundingClientRect().height > 2,
  );

  // 1. Overflow: the page, and the innermost elements too wide for the viewport or sticking out of it.
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > vw) problems.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${vw} px viewport`);
  const clipsX = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  const insideClip = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (clipsX(parent)) return true;
    }
    return false;
  };
  const tooWide = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    if (rect.width > vw + 0.5) return true;
    return (rect.right > vw + 0.5 || rect.left < -0.5) && !insideClip(el);
  };
  const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => tooWide(el));
  const offenders = wide.filter((el) => !Array.from(el.children).some((child) => tooWide(child)));
  for (const el of offenders.slice(0, 5)) {
    const rect = el.getBoundingClientRect();
    problems.push(`${describe(el)} is ${Math.round(rect.width)} px wide at x=${Math.round(rect.left)} in a ${vw} px viewport`);
  }
  if (offenders.length > 5) problems.push(`…and ${offenders.length - 5} more elements too wide`);

  // A box of the page that scrolls sideways hides part of what it holds (a dialog, a results list).
  const sideways = Array.from(document.body.querySelectorAll('*')).filter((el) => {
    const overflowX = getComputedStyle(el).overflowX;
    return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1 && el.checkVisibility();
  });
  for (const el of sideways.slice(0, 5)) {
    problems.push(`${describe(el)} scrolls sideways: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
  }

  // 2. Cut off as the page rests: half in, half out of a sideways-scrolling or clipping box.
  for (const el of controls) {
    const rect = el.getBoundingClientRect();
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (!clipsX(parent)) continue;
      const box = parent.getBoundingClientRect();
      const shown = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      // Wholly outside a scrolling row is reached by scrolling it; partly outside is cut off.
      if (shown > 0 && shown < rect.width - 1) {
        problems.push(`${describe(el)} is cut off: ${Math.round(shown)} of its ${Math.round(rect.width)} px show inside ${describe(parent)}`);
      }
      break;
    }
  }

  const coveredSpot = (rect: DOMRect, isPartOf: (hit: Element | null) => boolean): string | null => {
    // Off screen even when scrolled to: hidden on purpose (a skip link); pushed out is the overflow check's.
    if (rect.bottom <= 0 || rect.top >= vh || rect.right <= 0 || rect.left >= vw) return null;
    const inset = Math.min(3, rect.width / 4, rect.height / 4);
    const midX = (rect.left + rect.right) / 2;
    const midY = (rect.top + rect.bottom) / 2;
    const spots: Array<[string, number, number]> = [
      ['centre', midX, midY],
      ['left edge', rect.left + inset, midY],
      ['right edge', rect.right - inset, midY],
      ['top edge', midX, rect.top + inset],
      ['bottom edge', midX, rect.bottom - inset],
    ];
    for (const [spot, x, y] of spots) {
      if (x < 0 || y < 0 || x >= vw || y >= vh) return `its ${spot} is off screen when scrolled into view`;
      const hit = document.elementFromPoint(x, y);
      if (!isPartOf(hit)) return `its ${spot} is covered by ${hit ? describe(hit) : 'nothing'}`;
    }
    return null;
  };

  // 3. Covered: scrolled into view as a person would reach it, what is on top at its centre and edges.
  const startX = window.scrollX;
  const startY = window.scrollY;
  for (const el of controls) {
    if (!el.isConnected) continue;
    // A label drawn over its own input (a star, a custom checkbox) is the input as far as a tap goes.
    const labels = 'labels' in el && el.labels ? Array.from(el.labels as NodeListOf<HTMLLabelElement>) : [];
    const isPartOf = (hit: Element | null) =>
      hit !== null && (el === hit || el.contains(hit) || labels.some((label) => label === hit || label.contains(hit)));
    // Layout and hit testing are synchronous: no frame needs to pass.
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // A link wrapped over several lines is reached on any of its line boxes: each must be clear.
    const boxes = Array.from(el.getClientRects()).filter((box) => box.width > 2 && box.height > 2).slice(0, 3);
    for (const rect of boxes) {
      const problem = coveredSpot(rect, isPartOf);
      if (problem) {
        problems.push(`${describe(el)}: ${problem}`);
        break;
      }
    }
  }
  window.scrollTo({ left: startX, top: startY, behavior: 'instant' });

  // 4. A stored code read as a word where its Spanish label belongs.
  if (rawCodes.length > 0) {
    const wanted = new Set(rawCodes);
    const seen = new Set<string>();
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, option') || !parent.checkVisibility()) continue;
      const text = (node.textContent ?? '').trim();
      // Words as the domain's rawCodesIn reads them: letters, digits, '_' and '-'.
      for (const word of text.match(/[\p{L}\p{N}_-]+/gu) ?? []) {
        if (!wanted.has(word) || seen.has(`${word}|${text}`)) continue;
        seen.add(`${word}|${text}`);
        problems.push(`the code "${word}" is shown instead of its label in ${describe(parent)}`);
      }
    }
  }

  // 5. A navigation label is one line: its text's line boxes all start at one height.
  for (const label of Array.from(document.querySelectorAll('.bottom-nav__label'))) {
    if (!label.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set(Array.from(range.getClientRects()).map((box) => Math.round(box.top))).size;
    if (lines > 1) problems.push(`${describe(label)} wraps onto ${lines} lines`);
  }
  return problems;
}

async function findBrokenImages(page: Page): Promise<string[]> {
  // A lazy image loads once near the viewport: bring each unloaded one there, then wait for all.
  await page.evaluate(async () => {
    const [x, y] = [window.scrollX, window.scrollY];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const img of Array.from(document.images)) {
      if (img.complete) continue;
      img.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ left: x, top: y, behavior: 'instant' });
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 5_000 })
    .catch(() => undefined);
  return page.evaluate(() => {
    const modal = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'))
      .filter((el) => el.checkVisibility())
      .pop();
    return Array.from((modal ?? document).querySelectorAll('img'))
      .filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility())
      .map((img) => `broken image <img src="${img.getAttribute('src') ?? ''}" alt="${img.alt.slice(0, 40)}">`);
  });
}
