/** Vietnamese paths of the approval-flow settings pages (spec §2, /my-setting); English twins add `/en`. */
export const flowPaths = {
  /** The personal settings page the flow pages sit under (the access module's). */
  mySetting: '/my-setting',
  list: '/my-setting/flow-order',
  create: '/my-setting/create-flow-order',
  /** The spec does not show how the id is passed: `?id=`. */
  edit: '/my-setting/edit-flow-order',
} as const;

export const flowEditPath = (id: number) => `${flowPaths.edit}?id=${id}`;
