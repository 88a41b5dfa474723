/** Vietnamese paths of the warehouse pages; the English twins add `/en`. */
export const warehousePaths = {
  list: '/warehouse',
  create: '/warehouse/create',
  detail: '/warehouse/:id',
} as const;

export const warehousePath = (id: number) => `/warehouse/${id}`;
