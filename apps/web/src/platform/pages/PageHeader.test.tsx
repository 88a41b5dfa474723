import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../layout/shell-test-utils';
import { PageHeader } from './PageHeader';

afterEach(() => vi.restoreAllMocks());

describe('PageHeader', () => {
  it('shows a title equal to a crumb label without React warning about duplicate keys', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(
      <PageHeader
        title="Tây Nguyên"
        breadcrumbs={[
          { label: 'Vùng', to: '/area' },
          { label: 'Tây Nguyên', to: '/area/3' },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Tây Nguyên' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tây Nguyên' }).getAttribute('href')).toBe('/area/3');
    const warnings = errors.mock.calls.map((call) => call.map(String).join(' '));
    expect(warnings.filter((w) => w.includes('same key'))).toEqual([]);
  });
});
