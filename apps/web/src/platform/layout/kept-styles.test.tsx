import { render } from '@testing-library/react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Pagination } from 'antd';
import { describe, expect, it } from 'vitest';
import { createKeptStyleCache } from './kept-styles';

const componentStyles = (cache: ReturnType<typeof createCache>) =>
  [...cache.cache.entries()].filter(([key]) => key.startsWith('style%'));

describe('kept Ant Design styles', () => {
  it('lets theme tokens and CSS variables go as Ant Design does', () => {
    const cache = createKeptStyleCache();
    cache.opUpdate('token%salt%theme', () => [1, 'token']);
    cache.opUpdate('token%salt%theme', () => null);
    cache.opUpdate('cssVar%path', () => [1, 'vars']);
    cache.opUpdate('cssVar%path', () => null);
    expect(cache.opGet('token%salt%theme')).toBeNull();
    expect(cache.opGet('cssVar%path')).toBeNull();
  });

  it("keeps Ant Design's own component styles through an unmount, and reuses them", () => {
    const renderPagination = (cache: ReturnType<typeof createCache>) =>
      render(
        <StyleProvider cache={cache}>
          <Pagination total={50} />
        </StyleProvider>,
      );
    const kept = createKeptStyleCache();
    renderPagination(kept).unmount();
    const afterUnmount = componentStyles(kept);
    expect(afterUnmount.length).toBeGreaterThan(0);
    expect(afterUnmount.every(([, [count]]) => count === 0)).toBe(true);

    renderPagination(kept).unmount();
    // The same generated CSS, not generated again.
    const generated = (styles: typeof afterUnmount): unknown[] => styles.map(([, [, css]]) => css as unknown);
    const first = generated(afterUnmount);
    const again = generated(componentStyles(kept));
    expect(again).toHaveLength(first.length);
    expect(again.every((css, index) => css === first[index])).toBe(true);

    // Ant Design's own cache drops them.
    const plain = createCache();
    renderPagination(plain).unmount();
    expect(componentStyles(plain)).toEqual([]);
  });
});
