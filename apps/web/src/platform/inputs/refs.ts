import type { Ref } from 'react';

/** Gives `node` to a callback or object ref (to forward a ref we also use ourselves). */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
