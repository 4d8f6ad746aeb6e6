import { type ComponentType, lazy, useState } from 'react';

export type RouteParams = Readonly<Partial<Record<string, string>>>;

export type LazyPage<P extends object = object> = ComponentType<P> & {
  /**
   * Loads the page's chunk (and, beside it, the data the page opens with); once the chunk is in,
   * the page renders at once instead of suspending.
   */
  preload: (params?: RouteParams) => Promise<unknown>;
};

/** How long a first render waits for the page's opening data before the page shows its own loader. */
const prefetchWaitMs = 1_500;

/**
 * A page in a chunk of its own (React.lazy), which can also be loaded ahead of rendering:
 * main.tsx loads the first page's chunk before the first render, so a visit paints the page
 * itself in one go instead of a spinner that the page then pushes aside (a layout shift, and a
 * second long render after the first paint). `prefetch` fetches the page's opening data in
 * parallel with its chunk.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { prefetch?: (params: RouteParams) => Promise<unknown> } = {},
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadChunk = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(loadChunk);
  function Page(props: P) {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Suspending as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  const preload = (params: RouteParams = {}) => {
    const data = options.prefetch
      ? Promise.race([
          options.prefetch(params).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, prefetchWaitMs)),
        ])
      : undefined;
    return Promise.all([loadChunk(), data]);
  };
  return Object.assign(Page, { preload });
}
