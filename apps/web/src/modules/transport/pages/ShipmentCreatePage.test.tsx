import { platformApi, todayInVietnam, transportApi, warehouseApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import { fail, mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { CANDIDATES, DRIVER_OPTIONS, KEEPER, SHIPMENT, VEHICLE_OPTIONS } from './transport-fixtures.test-kit';

beforeEach(() => setViewport(1440));
afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

const WAREHOUSES = [
  { id: 2, code: 'KBD', name: 'Kho Bình Dương', kind: 'central', owner_id: null, area_id: 1 },
  { id: 5, code: 'KHN', name: 'Kho Hà Nội', kind: 'central', owner_id: null, area_id: 2 },
];

/** The pickers' answers; the candidates of warehouse 2 only. */
const pickers = [
  mockEndpoint(warehouseApi.dropdown, ok(WAREHOUSES)),
  mockEndpoint(transportApi.allDriver, ok(DRIVER_OPTIONS)),
  mockEndpoint(transportApi.allVehicle, ok(VEHICLE_OPTIONS)),
  mockEndpoint(transportApi.shipmentCandidates, (request) =>
    ok(request.search === '?warehouse_id=2' ? CANDIDATES : []),
  ),
  mockEndpoint(transportApi.getTransport, ok({ ...SHIPMENT, id: 42, code: 'VC000042' })),
  mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
];

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
}

function typeLoad(value: string) {
  const input = screen.getByLabelText('Khối lượng hàng (kg)');
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const hint = () => screen.getByTestId('load-hint').textContent;

describe('/transport/create-transport', () => {
  it('refuses a load above the vehicle’s payload before sending, then shows the server’s field errors', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      ...pickers,
      mockEndpoint(
        transportApi.createTransport,
        fail(422, 'Tài xế không thể nhận chuyến', [
          { field: 'driver_id', message: 'Tài xế không thể nhận chuyến' },
        ]),
      ),
    ]);
    renderApp('/transport/create-transport');
    expect(await screen.findByRole('heading', { name: 'Tạo chuyến giao hàng' })).toBeTruthy();
    expect(screen.getByText('Chọn kho để xem các phiếu xuất chờ giao')).toBeTruthy();

    await choose('Kho xuất', 'KBD · Kho Bình Dương');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'DH000021' }));
    await choose('Tài xế', 'Lê Quốc Bảo');
    expect(hint()).toBe('Chọn phương tiện để so với tải trọng');
    await choose('Phương tiện', '61C-123.45');
    typeLoad('4000');
    expect(hint()).toBe('4.000 / 3.500 kg · Vượt tải trọng của xe');

    fireEvent.click(screen.getByRole('button', { name: 'Tạo chuyến' }));
    expect(
      await screen.findByText('Khối lượng hàng 4000 kg vượt tải trọng 3500 kg của xe 61C-123.45'),
    ).toBeTruthy();
    expect(api.calls(transportApi.createTransport)).toHaveLength(0);

    // A bigger vehicle takes the same load; the server refuses the driver, under the driver.
    await choose('Phương tiện', '51D-111.22');
    expect(hint()).toBe('4.000 / 900 kg · Vượt tải trọng của xe');
    typeLoad('800');
    expect(hint()).toBe('800 / 900 kg');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo chuyến' }));
    expect(await screen.findByText('Tài xế không thể nhận chuyến')).toBeTruthy();
    expect(api.calls(transportApi.createTransport)).toHaveLength(1);
    // The load's refusal went with the load that caused it.
    const loadRow = screen.getByLabelText('Khối lượng hàng (kg)').closest('.ant-form-item')!;
    expect(loadRow.className).not.toContain('ant-form-item-has-error');
  });

  it('posts the warehouse’s ticked goods issues with the fleet, day and load, then opens the shipment', async () => {
    signInAs(KEEPER);
    const api = mockFetch([
      ...pickers,
      mockEndpoint(transportApi.createTransport, ok({ ...SHIPMENT, id: 42, code: 'VC000042' })),
    ]);
    const app = renderApp('/transport/create-transport');
    await screen.findByRole('heading', { name: 'Tạo chuyến giao hàng' });

    // Nothing chosen: the contract's messages under the fields, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Tạo chuyến' }));
    expect(await screen.findByText('Chọn ít nhất một phiếu xuất kho')).toBeTruthy();
    expect(api.calls(transportApi.createTransport)).toHaveLength(0);

    // The goods issues of the warehouse chosen, each with its order, receiver, total and time.
    await choose('Kho xuất', 'KBD · Kho Bình Dương');
    const row = within((await screen.findByRole('checkbox', { name: 'DH000022' })).closest('tr')!);
    expect(row.getByText('PX000202')).toBeTruthy();
    expect(row.getByText('NPP Minh Phát')).toBeTruthy();
    expect(row.getByText('8.000.000 ₫')).toBeTruthy();
    expect(row.getByText('20/11/2026 10:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'DH000021' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'DH000023' }));
    expect(screen.getByText('Đã chọn 2 phiếu · 3.450.000 ₫')).toBeTruthy();

    await choose('Tài xế', 'Lê Quốc Bảo');
    await choose('Phương tiện', '61C-123.45');
    typeLoad('1200');
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Giao buổi sáng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo chuyến' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/transport/42'));
    expect(await screen.findByText('Đã tạo chuyến giao hàng')).toBeTruthy();
    expect(api.calls(transportApi.createTransport)[0]!.body).toEqual({
      warehouse_id: 2,
      receipt_ids: [201, 203],
      driver_id: 7,
      vehicle_id: 3,
      planned_on: todayInVietnam(),
      load_kg: 1200,
      note: 'Giao buổi sáng',
    });
  });

  it('ticks of one warehouse do not survive a change of warehouse', async () => {
    signInAs(KEEPER);
    mockFetch(pickers);
    renderApp('/transport/create-transport');
    await screen.findByRole('combobox', { name: 'Kho xuất' });
    await choose('Kho xuất', 'KBD · Kho Bình Dương');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'DH000022' }));
    expect(screen.getByText('Đã chọn 1 phiếu · 8.000.000 ₫')).toBeTruthy();
    await choose('Kho xuất', 'KHN · Kho Hà Nội');
    expect(await screen.findByText('Kho này không có phiếu xuất nào chờ giao')).toBeTruthy();
    await choose('Kho xuất', 'KBD · Kho Bình Dương');
    const unticked = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'DH000022' });
    expect(unticked.checked).toBe(false);
    expect(screen.getByText('Đã chọn 0 phiếu · 0 ₫')).toBeTruthy();
  });

  it('on a 390 px phone the goods issues are cards to tick, "select all" included', async () => {
    setViewport(390, 844);
    signInAs(KEEPER);
    mockFetch(pickers);
    renderApp('/transport/create-transport');
    await screen.findByRole('combobox', { name: 'Kho xuất' });
    await choose('Kho xuất', 'KBD · Kho Bình Dương');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Chọn tất cả' }));
    expect(screen.getByText('Đã chọn 3 phiếu · 11.450.000 ₫')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Người nhận' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'DH000022' }));
    expect(screen.getByText('Đã chọn 2 phiếu · 3.450.000 ₫')).toBeTruthy();
  });
});
