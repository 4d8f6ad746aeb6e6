import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toaster as chakraToaster } from './toaster';

type Toaster = typeof chakraToaster;

// The toast machinery (zag's toast machine, its portal and styles: about 20 KB gzipped) loads
// with the first toast, not with every page: most visits never show one.
let wanted = false;
const listeners = new Set<() => void>();
let markReady: (toaster: Toaster) => void = () => undefined;
const ready = new Promise<Toaster>((resolve) => {
  markReady = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster, toaster } = await import('./toaster');
  function MountedToaster() {
    // Its children's effects have run by now: the toast group listens, so a toast made now shows.
    useEffect(() => markReady(toaster), []);
    return <Toaster />;
  }
  return { default: MountedToaster };
});

/** The toaster, once it is loaded and on the page (loading it on the first call). */
export function whenToasterReady(): Promise<Toaster> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts appear; renders nothing until the first toast is asked for. */
export function ToasterOutlet() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
