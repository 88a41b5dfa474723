import { accountRoles, roles, roomMembers, rooms, userGroupMembers, userGroups } from './access.tables.js';
import type { NamedSetKind } from './named-set.service.js';

export const ROLE: NamedSetKind = {
  table: roles,
  members: accountRoles,
  entity: 'role',
  subject: 'role',
  notFoundKey: 'access.role_not_found',
  nameTakenKey: 'access.role_name_taken',
};

export const USER_GROUP: NamedSetKind = {
  table: userGroups,
  members: userGroupMembers,
  entity: 'user_group',
  subject: 'group',
  notFoundKey: 'access.group_not_found',
  nameTakenKey: 'access.group_name_taken',
};

export const ROOM: NamedSetKind = {
  table: rooms,
  members: roomMembers,
  entity: 'room',
  subject: 'room',
  notFoundKey: 'access.room_not_found',
  nameTakenKey: 'access.room_name_taken',
};
