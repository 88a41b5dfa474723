/**
 * Ant Design's CSS-in-JS stays out of the test document (docs/decisions/0024).
 *
 * happy-dom answers `getComputedStyle` by matching every rule of every style sheet against the
 * element, and Testing Library asks for it for every element a role query looks at and every
 * accessible name it computes; Ant Design injects two to three thousand rules. Kept out of the
 * document, the web suite ran in 225 machine CPU-seconds instead of 376, with the same results.
 *
 * Ant Design injects and removes its `<style>` elements through `@rc-component/util`'s dynamic CSS,
 * which marks each with `data-rc-order`: those are kept aside here, still updated by Ant Design, and
 * a test that checks a colour reads them with `antDesignCss()`. Visibility in tests therefore comes
 * from attributes and inline styles (`hidden`, `display: none`), not from Ant Design's classes.
 */
const kept = new Set<HTMLStyleElement>();

const isAntDesignStyle = (node: Node): node is HTMLStyleElement =>
  node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');

type NodeMethod = (this: Node, ...args: (Node | null)[]) => Node;

/** The document's own method, to call with the node it is replaced on. */
function original(name: 'appendChild' | 'insertBefore' | 'removeChild'): NodeMethod {
  const method = Object.getOwnPropertyDescriptor(Node.prototype, name)?.value as NodeMethod | undefined;
  if (!method) throw new Error(`Node.prototype.${name} is not where happy-dom used to define it`);
  return method;
}

let installed = false;

export function detachAntDesignStyles(): void {
  if (installed) return;
  installed = true;
  const appendChild = original('appendChild');
  const insertBefore = original('insertBefore');
  const removeChild = original('removeChild');
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    if (!isAntDesignStyle(node)) return appendChild.call(this, node) as T;
    kept.add(node);
    return node;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (!isAntDesignStyle(node)) return insertBefore.call(this, node, child) as T;
    kept.add(node);
    return node;
  };
  Node.prototype.removeChild = function <T extends Node>(this: Node, node: T): T {
    if (!isAntDesignStyle(node) || !kept.has(node)) return removeChild.call(this, node) as T;
    kept.delete(node);
    return node;
  };
}

/** The text of every style Ant Design has injected so far (what the document would hold). */
export function antDesignCss(): string {
  return [...kept].map((style) => style.textContent).join('');
}
