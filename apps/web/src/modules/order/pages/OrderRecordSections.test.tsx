import { orderApi } from '@kenh/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../platform/layout/shell-test-utils';
import type { WebModuleManifest } from '../../../platform/routing';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { mockEndpoint } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { orderOf } from '../components/order.test-kit';
import { orderManifest } from '../manifest';

/** A higher module's section on an order's page (the warehouse declares the real one). */
const higher: WebModuleManifest = {
  name: 'higher',
  routes: [],
  recordSections: [
    {
      slot: 'order.record',
      key: 'probe',
      order: 10,
      component: ({ recordId }) => <p>section of order {recordId}</p>,
    },
    // Another slot's section stays off the order page.
    { slot: 'staff.record', key: 'other', order: 5, component: () => <p>a staff section</p> },
  ],
};

afterEach(() => vi.unstubAllGlobals());

/** `a` comes before `b` in the document. */
const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the sections other modules add to an order (slot order.record)', () => {
  it.each([
    ['desktop', '/order/export/41'],
    ['phone', '/m-order/export/41'],
    ['distributor page', '/npp-manager/12/order/41'],
  ])(
    'show on the %s detail with the order’s id, after the lines and totals, before the history',
    async (_, path) => {
      signIn({ permission: ['exporttodistributororder'] });
      mockFetch([mockEndpoint(orderApi.get, ok(orderOf()))]);
      renderApp(path, [orderManifest, higher]);
      const section = await screen.findByText('section of order 41');
      expect(screen.queryByText('a staff section')).toBeNull();
      expect(before(screen.getByText('Bằng chữ: Một triệu hai trăm nghìn đồng'), section)).toBe(true);
      expect(before(section, screen.getByText('Lịch sử đơn hàng'))).toBe(true);
    },
  );
});
