/** Tour constants (spec part 1 §9). */
export const TOUR = {
  version: '2.0',
  startDelayMs: 1000,
  scrollDurationMs: 300,
  /** Gap kept between a scrolled-to target and the top of the visible area (under the top bar). */
  scrollOffset: 20,
  spotlightPadding: 10,
  tooltipWidth: 380,
} as const;

export interface TourStep {
  id: string;
  /** CSS selector of the element to highlight; the step is skipped while nothing matches. */
  target: string;
  title: string;
  body: string;
}

/**
 * Anchors are `data-tour` attributes on the Timeline and the bottom navigation. The toolbar
 * is found by its class until it carries an anchor of its own.
 */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'timeline',
    target: '[data-tour="timeline"]',
    title: 'Bienvenido a WeLink',
    body: 'Este es tu Timeline: aquí ves los WeLinks y las preguntas que comparten tus contactos, lo más reciente primero.',
  },
  {
    id: 'search',
    target: '[data-tour="search"], .timeline-toolbar',
    title: 'Busca y filtra',
    body: 'Busca por título, categoría o usuario, y usa Todo, Preguntas, Servicios o Filtros avanzados para ver solo lo que te interesa.',
  },
  {
    id: 'event-card',
    target: '[data-tour="event-list"] > li:first-child',
    title: 'Cada tarjeta es un evento',
    body: 'Ábrela para ver el WeLink y guardarlo en tu historial, o responde a una pregunta con tus propias recomendaciones.',
  },
  {
    id: 'create',
    target: '[data-tour="create"]',
    title: 'Crea un WeLink',
    body: 'Con este botón guardas una recomendación (un lugar, un servicio, una película, una serie o un libro) o haces una pregunta a tus contactos.',
  },
  {
    id: 'history',
    target: '[data-tour="nav-history"]',
    title: 'Historial',
    body: 'Tus WeLinks guardados: valora los pendientes y lee las respuestas a tus preguntas.',
  },
  {
    id: 'lists',
    target: '[data-tour="nav-lists"]',
    title: 'Guías',
    body: 'Agrupa tus WeLinks en guías, por ejemplo «Restaurantes de Madrid» o «Pelis para ver en familia».',
  },
  {
    id: 'contacts',
    target: '[data-tour="nav-contacts"]',
    title: 'Contactos',
    body: 'Busca a tus amigos en WeLink, acepta sus solicitudes e invita a quien aún no lo usa.',
  },
  {
    id: 'settings',
    target: '[data-tour="nav-settings"]',
    title: 'Ajustes',
    body: 'Tu cuenta, tu contraseña, ayuda y soporte, y cerrar sesión.',
  },
];

/** The element a step points at, if it is on the page and not inside something hidden. */
export function findTarget(step: TourStep, root: ParentNode = document): HTMLElement | null {
  const element = root.querySelector<HTMLElement>(step.target);
  return element && !element.closest('[hidden]') ? element : null;
}

export function availableSteps(steps: readonly TourStep[], root: ParentNode = document): boolean[] {
  return steps.map((step) => findTarget(step, root) !== null);
}
