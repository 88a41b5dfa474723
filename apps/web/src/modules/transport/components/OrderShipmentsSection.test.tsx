import { orderApi, transportApi, type OrderStatus } from '@kenh/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSectionsOf } from '../../../platform/routing';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { orderManifest } from '../../order';
import { orderOf } from '../../order/components/order.test-kit';
import { transportManifest } from '../manifest';
import { DISPATCHER, ON_THE_ROAD } from '../pages/transport-fixtures.test-kit';

const READER = { ...DISPATCHER, permission: ['exporttodistributororder', 'shipmentstransport'] };

function openOrder(path: string, shipments = [ON_THE_ROAD], status: OrderStatus = 'shipping') {
  const api = mockFetch([
    mockEndpoint(orderApi.get, ok(orderOf({ status }))),
    mockEndpoint(transportApi.listTransport, ok({ results: shipments, total: shipments.length })),
  ]);
  renderApp(path, [orderManifest, transportManifest]);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the shipments of an order on its page (transport section order.record)', () => {
  it('lists the shipments carrying the order, each opening its page', async () => {
    signInAs(READER);
    const api = openOrder('/order/export/41');
    const section = (await screen.findByText('Chuyến giao hàng của đơn')).closest('.ant-card') as HTMLElement;
    const link = await within(section).findByRole('link', { name: ON_THE_ROAD.code });
    expect(link.getAttribute('href')).toBe(`/transport/${ON_THE_ROAD.id}`);
    expect(within(section).getByText('Đang trên đường')).toBeTruthy();
    expect(within(section).getByText(new RegExp(`^${ON_THE_ROAD.vehicle_plate} · `))).toBeTruthy();
    expect(api.calls(transportApi.listTransport)[0]!.body).toMatchObject({ order_id: 41 });
  });

  it('says when the order is on no shipment yet, in English too', async () => {
    signInAs(READER);
    openOrder('/en/order/export/41', [], 'approved');
    expect(await screen.findByText('The order is on no shipment yet')).toBeTruthy();
  });

  it('says the order went on none once its goods left or never will', async () => {
    signInAs(READER);
    openOrder('/order/export/41', [], 'completed');
    expect(await screen.findByText('Đơn không đi chuyến giao hàng nào')).toBeTruthy();
    expect(screen.queryByText('Đơn chưa lên chuyến giao hàng nào')).toBeNull();
  });

  it('is declared for holders of shipmentstransport only (the platform leaves it out for others)', () => {
    const [section] = recordSectionsOf([transportManifest], 'order.record');
    expect(section).toMatchObject({ key: 'order-shipments', permission: 'shipmentstransport' });
  });
});
