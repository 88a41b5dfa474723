/** Vietnamese paths of the settings screens; the English twins add `/en`. */
export const accessPaths = {
  settings: '/settings',
  /** The list, and the editor of one role (`?role=9`, `?role=new`): the spec lists no role sub-page. */
  roles: '/settings/role',
  groups: '/settings/user-group',
  groupCreate: '/settings/user-group/create',
  /** Spec §2: optional id — without it the page is the list. */
  group: '/settings/user-group/:id?',
  functions: '/settings/decentralization-function',
  data: '/settings/decentralization-data',
  room: '/user-manager/room/:id',
  /** Spec §2: optional id — without it, the signed-in account's own settings. */
  mySetting: '/my-setting/:id?',
  mySettingSelf: '/my-setting',
} as const;

export const rolePath = (id: number | 'new') => `/settings/role?role=${id}`;
export const groupPath = (id: number) => `/settings/user-group/${id}`;
export const roomPath = (id: number) => `/user-manager/room/${id}`;
