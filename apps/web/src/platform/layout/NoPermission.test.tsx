import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoPermission } from './NoPermission';
import { renderShell } from './shell-test-utils';

describe('NoPermission (spec §2.8, §8)', () => {
  it('says the user has no permission to access this function', () => {
    renderShell(<NoPermission />);
    expect(screen.getByRole('alert').textContent).toBe('Bạn không có quyền truy cập chức năng này');
  });

  it('in English under /en', () => {
    renderShell(<NoPermission />, { locale: 'en', path: '/en' });
    expect(screen.getByRole('alert').textContent).toBe('You do not have permission to access this function');
  });
});
