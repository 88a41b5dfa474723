import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { render } from '@testing-library/react';
import { prefersReducedMotion } from '../platform/layout/shell-test-utils';
import { AppProviders, createQueryClient } from './providers';

afterEach(() => prefersReducedMotion('no-preference'));

describe('the app providers', () => {
  it('open a dialog without fading its mask in for users who ask for reduced motion', () => {
    const open = (reduce: boolean) => {
      prefersReducedMotion(reduce ? 'reduce' : 'no-preference');
      const view = render(
        <AppProviders queryClient={createQueryClient()}>
          <Modal open title={reduce ? 'Tĩnh' : 'Động'} />
        </AppProviders>,
      );
      // rc-motion's classes on the appearing mask (`ant-fade ant-fade-appear …`).
      const animated = document.querySelector('.ant-modal-mask')!.className.includes('ant-fade');
      view.unmount();
      return animated;
    };
    expect(open(false)).toBe(true);
    expect(open(true)).toBe(false);
  });
});
