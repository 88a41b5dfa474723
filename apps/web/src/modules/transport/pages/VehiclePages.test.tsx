import { platformApi, plusDays, todayInVietnam, transportApi } from '@kenh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelAllConfirms, unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { DISPATCHER, VEHICLE } from './transport-fixtures.test-kit';

afterEach(() => {
  cancelAllConfirms();
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('/transport/vehicle', () => {
  it('lists vehicles in English with their type, payload and status', async () => {
    signInAs(DISPATCHER);
    const api = mockFetch([mockEndpoint(transportApi.listVehicle, ok({ results: [VEHICLE], total: 1 }))]);
    renderApp('/en/transport/vehicle?type=refrigerated_truck');
    const row = within(await screen.findByRole('row', { name: /65C-321\.09/ }));
    expect(row.getByText('Refrigerated truck')).toBeTruthy();
    expect(row.getByText('6,000')).toBeTruthy();
    expect(row.getByText('In maintenance')).toBeTruthy();
    expect(api.calls(transportApi.listVehicle)[0]!.body).toMatchObject({ type: 'refrigerated_truck' });
  });

  it('refuses a bad plate on the form, then sends the plate in its one written form', async () => {
    signInAs(DISPATCHER);
    const api = mockFetch([
      mockEndpoint(transportApi.createVehicle, ok({ ...VEHICLE, id: 4, plate: '51C-123.45' })),
      mockEndpoint(transportApi.getVehicle, ok({ ...VEHICLE, id: 4, plate: '51C-123.45' })),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ]);
    const app = renderApp('/transport/vehicle/create-vehicle');
    expect(await screen.findByRole('heading', { name: 'Thêm phương tiện' })).toBeTruthy();
    type('Biển số xe', '10A-12345');
    expect(await screen.findByText('Biển số không hợp lệ (ví dụ 51C-123.45, 29A-12345)')).toBeTruthy();

    type('Biển số xe', '51c 12345');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Loại xe' }));
    fireEvent.click(await screen.findByTitle('Xe tải'));
    type('Tải trọng (kg)', '5000');
    const expiry = plusDays(todayInVietnam(), 200);
    const input = screen.getByLabelText('Hạn đăng kiểm');
    const [y, m, d] = expiry.split('-');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: `${d}/${m}/${y}` } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(api.calls(transportApi.createVehicle)).toHaveLength(1));
    expect(api.calls(transportApi.createVehicle)[0]!.body).toEqual({
      plate: '51C-123.45',
      type: 'truck',
      capacity_kg: 5000,
      volume_m3: null,
      inspection_expiry: expiry,
      status: 'active',
      note: null,
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/transport/vehicle/4'));
  });
});
