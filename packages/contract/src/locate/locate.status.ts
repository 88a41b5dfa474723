import { defineStatusMachine } from '../shared/status-machine.js';

/** Areas and zones are active or not; `area.manage` switches them (through update, `is_active`). */
export const LOCATE_STATUSES = ['active', 'inactive'] as const;
export type LocateStatus = (typeof LOCATE_STATUSES)[number];
export type LocateStatusAction = 'activate' | 'deactivate';

export const locateStatusMachine = defineStatusMachine<LocateStatus, LocateStatusAction>({
  active: { deactivate: { to: 'inactive', permission: 'area.manage', danger: true } },
  inactive: { activate: { to: 'active', permission: 'area.manage' } },
});

export const locateStatusOf = (record: { is_active: boolean }): LocateStatus =>
  record.is_active ? 'active' : 'inactive';
