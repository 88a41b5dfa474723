import { transportApi } from '@kenh/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { DISPATCHER, DRIVER, VEHICLE } from './transport-fixtures.test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('/transport', () => {
  it('links drivers, vehicles and the partner’s orders, with the fleet counts', async () => {
    signInAs(DISPATCHER);
    mockFetch([
      mockEndpoint(transportApi.listDriver, ok({ results: [DRIVER], total: 10 })),
      mockEndpoint(transportApi.listVehicle, ok({ results: [VEHICLE], total: 8 })),
    ]);
    renderApp('/transport');
    expect(await screen.findByText('10 tài xế')).toBeTruthy();
    expect(await screen.findByText('8 phương tiện')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đơn vận chuyển' }).getAttribute('href')).toContain(
      '/ecommerce-manager/transport-order',
    );
  });
});
