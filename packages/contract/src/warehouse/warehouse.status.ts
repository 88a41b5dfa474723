import { defineStatusMachine } from '../shared/status-machine.js';

/**
 * A warehouse is in use or stopped; `warehouse.manage` stops and reopens it. A stopped warehouse keeps
 * its stock and history but takes no new receipt (docs/warehouse.md).
 */
export const warehouseStatuses = ['active', 'inactive'] as const;
export type WarehouseStatus = (typeof warehouseStatuses)[number];

export const warehouseActions = ['deactivate', 'activate'] as const;
export type WarehouseAction = (typeof warehouseActions)[number];

export const warehouseStatusMachine = defineStatusMachine<WarehouseStatus, WarehouseAction>({
  active: { deactivate: { to: 'inactive', permission: 'warehouse.manage', danger: true } },
  inactive: { activate: { to: 'active', permission: 'warehouse.manage' } },
});

export const WAREHOUSE_STATUS_LABELS: Record<WarehouseStatus, { vi: string; en: string }> = {
  active: { vi: 'Đang hoạt động', en: 'Active' },
  inactive: { vi: 'Ngừng hoạt động', en: 'Inactive' },
};
