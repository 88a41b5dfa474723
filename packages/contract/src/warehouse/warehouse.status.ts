import { defineStatusMachine } from '../shared/status-machine.js';

/** A warehouse starts as a draft; `warehouse.manage` activates, archives and reopens it. */
export const warehouseStatuses = ['draft', 'active', 'archived'] as const;
export type WarehouseStatus = (typeof warehouseStatuses)[number];

export const warehouseActions = ['activate', 'archive', 'reopen'] as const;
export type WarehouseAction = (typeof warehouseActions)[number];

export const warehouseStatusMachine = defineStatusMachine<WarehouseStatus, WarehouseAction>({
  draft: { activate: { to: 'active', permission: 'warehouse.manage' } },
  active: { archive: { to: 'archived', permission: 'warehouse.manage', danger: true } },
  archived: { reopen: { to: 'active', permission: 'warehouse.manage' } },
});
