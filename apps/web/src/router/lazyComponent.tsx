import { lazy, useState, type ComponentType, type ReactNode } from 'react';

type Preloadable = { preload?: () => void };

/**
 * A component (a screen, the members' chrome) in its own chunk, loaded the first time it renders
 * or when preloaded.
 *
 * React.lazy suspends on its first render even when the chunk is already here (it learns so a
 * microtask later), and React holds content revealed after a fallback back by up to 300 ms. Level
 * after level, that cost the Timeline's first load most of a second. So a component whose code has arrived renders at once; one mounted before that goes
 * through React.lazy, and keeps doing so for its lifetime.
 */
export function lazyComponent<Module, Name extends keyof Module, Props extends object = Module[Name] extends ComponentType<infer P> ? P & object : never>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loaded: ComponentType<Props> | undefined;
  const loadComponent = async () => {
    loaded = (await load())[name] as ComponentType<Props>;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadComponent() }));
  /** Starts loading the code; a failure shows where the component renders (its error boundary). */
  const preload = () => void loadComponent().catch(() => undefined);
  function Component(props: Props) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Component, { preload } satisfies Preloadable);
}

/** Starts loading the code of a lazy component rendered by this element, if it is one. */
export function preloadElement(element: ReactNode): void {
  if (typeof element !== 'object' || element === null || !('type' in element)) return;
  (element.type as Preloadable).preload?.();
}
