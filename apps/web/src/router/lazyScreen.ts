import { lazy, type ComponentType, type ReactNode } from 'react';

type Preloadable = { preload?: () => Promise<unknown> };

/** A screen in its own chunk, loaded the first time it renders or when preloaded. */
export function lazyScreen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { preload: load } satisfies Preloadable,
  );
}

/** Starts loading the code of a lazy screen rendered by this element, if it is one. */
export function preloadElement(element: ReactNode): void {
  if (typeof element !== 'object' || element === null || !('type' in element)) return;
  void (element.type as Preloadable).preload?.();
}
