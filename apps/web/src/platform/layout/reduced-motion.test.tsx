import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useAntdTheme } from './responsive';
import { prefersReducedMotion } from './shell-test-utils';
import { antdTheme } from './theme';

afterEach(() => prefersReducedMotion('no-preference'));

describe('reduced motion (the system accessibility setting)', () => {
  it('keeps Ant Design motion for everyone else', () => {
    expect(renderHook(() => useAntdTheme()).result.current).toBe(antdTheme);
  });

  it('turns Ant Design motion off, the rest of the theme unchanged', () => {
    prefersReducedMotion('reduce');
    const theme = renderHook(() => useAntdTheme()).result.current;
    expect(theme.token).toEqual({ ...antdTheme.token, motion: false });
    expect(theme.components).toBe(antdTheme.components);
  });
});
