import { describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { signIn } from '../layout/shell-test-utils';
import { recordSectionsOf, type WebModuleManifest } from './manifest';
import { declareModules } from './module-registry';
import { RecordSections, useRecordSectionTabs } from './RecordSections';

const contracts = ({ recordId }: { recordId: number }) => <p>contracts of {recordId}</p>;
const orders = ({ recordId }: { recordId: number }) => <p>orders of {recordId}</p>;
const goodsIssue = ({ recordId }: { recordId: number }) => <p>goods issue of {recordId}</p>;

const modules: WebModuleManifest[] = [
  {
    name: 'orders',
    routes: [],
    recordSections: [{ slot: 'staff.record', key: 'orders', order: 20, component: orders }],
  },
  {
    name: 'contracts',
    routes: [],
    recordSections: [
      { slot: 'staff.record', key: 'contracts', order: 10, component: contracts },
      {
        slot: 'partner.npp',
        key: 'orders',
        order: 10,
        label: 'recordSections.orders',
        permission: 'exporttodistributororder',
        component: orders,
      },
    ],
  },
  {
    name: 'stock',
    routes: [],
    recordSections: [
      { slot: 'order.record', key: 'goods-issue', order: 10, permission: 'warehouse', component: goodsIssue },
    ],
  },
];

describe('record sections (what modules add to another module’s record page)', () => {
  it('lists every module’s sections for the slot, lowest order first', () => {
    expect(recordSectionsOf(modules, 'staff.record').map((s) => s.key)).toEqual(['contracts', 'orders']);
    expect(recordSectionsOf([], 'staff.record')).toEqual([]);
  });

  it('renders the declared sections with the record’s id', () => {
    declareModules(modules);
    render(<RecordSections slot="staff.record" recordId={7} />);
    const texts = screen.getAllByText(/of 7$/).map((node) => node.textContent);
    expect(texts).toEqual(['contracts of 7', 'orders of 7']);
    declareModules([]);
  });

  it('gives a page its sections as tabs, titled, and only those the user may see', () => {
    declareModules(modules);
    signIn({ permission: ['exporttodistributororder'] });
    const { result } = renderHook(() => useRecordSectionTabs('partner.npp', 12));
    expect(result.current.map((tab) => [tab.key, tab.label])).toEqual([['orders', 'Đơn hàng']]);
    render(<>{result.current[0]!.children}</>);
    expect(screen.getByText('orders of 12')).toBeTruthy();
    signIn({ permission: ['partner'] });
    expect(renderHook(() => useRecordSectionTabs('partner.npp', 12)).result.current).toEqual([]);
    declareModules([]);
  });

  it('shows an order page the sections of its slot alone, to those who may see them', () => {
    declareModules(modules);
    signIn({ permission: ['warehouse'] });
    const view = render(<RecordSections slot="order.record" recordId={41} />);
    expect(screen.getByText('goods issue of 41')).toBeTruthy();
    expect(screen.queryByText(/^(contracts|orders) of/)).toBeNull();
    view.unmount();
    signIn({ permission: ['exporttodistributororder'] });
    render(<RecordSections slot="order.record" recordId={41} />);
    expect(screen.queryByText('goods issue of 41')).toBeNull();
    declareModules([]);
  });
});
