/** Vietnamese paths of the transport pages; the English twins add `/en`. */
export const transportPaths = {
  list: '/transport',
  create: '/transport/create',
  detail: '/transport/:id',
} as const;

export const transportPath = (id: number) => `/transport/${id}`;
