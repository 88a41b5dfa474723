import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '../access/permission-codes.js';
import { allowedActions, defineStatusMachine } from './status-machine.js';

const machine = defineStatusMachine<'open' | 'closed', 'close' | 'reopen'>({
  open: { close: { to: 'closed', permission: ['area.manage', 'officestaff.manage'], danger: true } },
  closed: { reopen: { to: 'open', permission: 'area.manage' } },
});

const holding =
  (...codes: PermissionCode[]) =>
  (code: PermissionCode) =>
    codes.includes(code);

describe('allowedActions', () => {
  it('allows an action naming several permissions to a caller holding any one of them', () => {
    expect(allowedActions(machine, 'open', holding('officestaff.manage')).map((a) => a.action)).toEqual([
      'close',
    ]);
    expect(allowedActions(machine, 'open', holding('area.manage')).map((a) => a.action)).toEqual(['close']);
    expect(allowedActions(machine, 'open', holding('positionstaff.manage'))).toEqual([]);
  });

  it('checks a single permission and only the actions of the given status', () => {
    expect(allowedActions(machine, 'closed', holding('officestaff.manage'))).toEqual([]);
    expect(allowedActions(machine, 'closed', holding('area.manage'))).toEqual([
      { action: 'reopen', transition: { to: 'open', permission: 'area.manage' } },
    ]);
  });
});
