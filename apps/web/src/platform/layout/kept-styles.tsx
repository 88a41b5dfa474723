import type { ReactNode } from 'react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';

/** `useStyleRegister`'s cache keys: `style%<hash>%<component path>` (one component's CSS). */
const COMPONENT_STYLE_KEY = 'style%';

type StyleCache = ReturnType<typeof createCache>;
type CacheValue = Parameters<Parameters<StyleCache['opUpdate']>[1]>[0];

/**
 * Ant Design's style cache, except that a component's generated CSS outlives its last instance.
 *
 * Ant Design counts the mounted instances of each component's style and drops the cache entry when
 * the count reaches zero; the next instance computes the CSS again (style objects, serialising,
 * hashing). A page change unmounts the old page before the new one's styles register, so every
 * navigation regenerated the table, form, card and pagination styles it had just dropped — in the
 * browser on every page and in the tests on every test. Keeping the entry (at count zero) makes the
 * next instance reuse it; the `<style>` element stays in the document either way (Ant Design only
 * removes it on hot reload). Theme tokens and CSS-variable entries keep Ant Design's own clean-up.
 * The cache holds one entry per component and theme: a few hundred strings at most.
 */
export function createKeptStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    if (!key.startsWith(COMPONENT_STYLE_KEY)) update(key, valueFn);
    else update(key, (previous: CacheValue) => valueFn(previous) ?? (previous ? [0, previous[1]] : null));
  };
  return cache;
}

/** One cache for the page's lifetime, made on first use (nothing runs at import time). */
let keptStyles: StyleCache | undefined;

/** Ant Design's styles for everything inside, generated once per component and theme. */
export function KeptStyles({ children }: { children: ReactNode }) {
  keptStyles ??= createKeptStyleCache();
  return <StyleProvider cache={keptStyles}>{children}</StyleProvider>;
}
