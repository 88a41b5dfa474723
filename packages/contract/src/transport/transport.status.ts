import { defineStatusMachine } from '../shared/status-machine.js';

/** A transport starts as a draft; `transport.manage` activates, archives and reopens it. */
export const transportStatuses = ['draft', 'active', 'archived'] as const;
export type TransportStatus = (typeof transportStatuses)[number];

export const transportActions = ['activate', 'archive', 'reopen'] as const;
export type TransportAction = (typeof transportActions)[number];

export const transportStatusMachine = defineStatusMachine<TransportStatus, TransportAction>({
  draft: { activate: { to: 'active', permission: 'transport.manage' } },
  active: { archive: { to: 'archived', permission: 'transport.manage', danger: true } },
  archived: { reopen: { to: 'active', permission: 'transport.manage' } },
});
