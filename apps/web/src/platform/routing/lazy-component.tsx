import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadPage } from './lazy-page';

/**
 * A component whose code loads on first render (with the chunk-reload guard of `loadPage`), shown
 * through a Suspense boundary with `fallback` meanwhile. Keeps rarely needed or heavy pieces (the
 * error page, the no-permission message, the layouts' chrome) out of the start-up bundle.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => loadPage(load).then((c) => ({ default: c })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
