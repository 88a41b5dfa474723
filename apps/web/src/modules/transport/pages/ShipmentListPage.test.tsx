import { shipmentSchema, transportApi, warehouseApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { DISPATCHER, KEEPER, ON_THE_ROAD, SHIPMENT, VEHICLE } from './transport-fixtures.test-kit';

beforeEach(() => setViewport(1440));
afterEach(() => vi.unstubAllGlobals());

// A list row: the shipment without its stops, as the list answers it.
const ROW = shipmentSchema.parse(ON_THE_ROAD);
const WAREHOUSES = [
  { id: 2, code: 'KBD', name: 'Kho Bình Dương', kind: 'central', owner_id: null, area_id: 1 },
];

describe('/transport: the shipments', () => {
  it('reads the filters from the address into the body and shows each shipment’s progress', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      mockEndpoint(transportApi.listTransport, ok({ results: [ROW], total: 21 })),
      mockEndpoint(warehouseApi.dropdown, ok(WAREHOUSES)),
    ]);
    renderApp('/transport?search=vc&status=on_the_road&warehouse_id=2&from=2026-11-01&to=2026-11-30&page=1');
    expect(await screen.findByRole('heading', { name: 'Chuyến giao hàng' })).toBeTruthy();
    const row = within(await screen.findByRole('row', { name: /VC000005/ }));
    expect(row.getByRole('link', { name: 'VC000005' }).getAttribute('href')).toBe('/transport/5');
    expect(row.getByText('21/11/2026')).toBeTruthy();
    expect(row.getByText('61C-123.45')).toBeTruthy();
    expect(row.getByText('Lê Quốc Bảo')).toBeTruthy();
    expect(row.getByRole('link', { name: '0987654321' }).getAttribute('href')).toBe('tel:0987654321');
    expect(row.getByText('1.200 / 3.500 kg')).toBeTruthy();
    expect(row.getByRole('group', { name: 'Đã giao 1 · Hoàn trả 1 · trên 3 điểm' })).toBeTruthy();
    expect(row.getByText('2/3')).toBeTruthy();
    expect(row.getByText('Đang trên đường')).toBeTruthy();
    expect(api.calls(transportApi.listTransport)[0]!.body).toEqual({
      search: 'vc',
      status: 'on_the_road',
      warehouse_id: 2,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
      page_size: 20,
    });
    // The warehouse filter shows the chosen warehouse by name.
    await waitFor(() => expect(screen.getByTitle('KBD · Kho Bình Dương')).toBeTruthy());
  });

  it('a status chosen goes into the address, back to the first page, and into the next call', async () => {
    signInAs(DISPATCHER);
    const api = mockFetch([mockEndpoint(transportApi.listTransport, ok({ results: [ROW], total: 1 }))]);
    const app = renderApp('/transport?page=2');
    await screen.findByRole('row', { name: /VC000005/ });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Trạng thái' }));
    fireEvent.click(await screen.findByTitle('Hoàn trả'));
    await waitFor(() => expect(app.path()).toBe('/transport?status=returned'));
    await waitFor(() =>
      expect(api.calls(transportApi.listTransport).at(-1)!.body).toEqual({
        status: 'returned',
        page: 0,
        page_size: 20,
      }),
    );
  });

  it('leads to a new shipment, the drivers, the vehicles and the partner’s orders', async () => {
    signInAs(DISPATCHER);
    mockFetch([mockEndpoint(transportApi.listTransport, ok({ results: [], total: 0 }))]);
    const app = renderApp('/transport');
    expect(await screen.findByText('Chưa có chuyến giao hàng nào')).toBeTruthy();
    for (const name of ['Tài xế', 'Phương tiện', 'Đơn vận chuyển'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo chuyến giao hàng' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/transport/create-transport'));
  });

  it('a driver keeper reads the list without opening or creating shipments', async () => {
    signInAs({ ...DISPATCHER, permission: ['drivertransport'] });
    mockFetch([mockEndpoint(transportApi.listTransport, ok({ results: [ROW], total: 1 }))]);
    renderApp('/transport');
    const row = within(await screen.findByRole('row', { name: /VC000005/ }));
    expect(row.queryByRole('link', { name: 'VC000005' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tạo chuyến giao hàng' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tài xế' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Phương tiện' })).toBeNull();
  });

  it('a vehicle keeper, who may not read shipments, lands on the fleet with the vehicles', async () => {
    signInAs({ ...DISPATCHER, permission: ['vehicletransport'] });
    const api = mockFetch([mockEndpoint(transportApi.listVehicle, ok({ results: [VEHICLE], total: 8 }))]);
    renderApp('/transport');
    expect(await screen.findByText('8 phương tiện')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Phương tiện' }).getAttribute('href')).toBe('/transport/vehicle');
    expect(screen.queryByRole('link', { name: 'Tài xế' })).toBeNull();
    expect(api.calls(transportApi.listTransport)).toHaveLength(0);
  });

  it('on a 390 px phone in English: one card per shipment, its code linked', async () => {
    setViewport(390, 844);
    signInAs(DISPATCHER);
    mockFetch([
      mockEndpoint(
        transportApi.listTransport,
        ok({ results: [{ ...ROW, id: 9, code: 'VC000009', status: SHIPMENT.status }], total: 1 }),
      ),
    ]);
    renderApp('/en/transport');
    const link = await screen.findByRole('link', { name: 'VC000009' });
    expect(link.getAttribute('href')).toBe('/en/transport/9');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Prepared')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New shipment' })).toBeTruthy();
  });
});
