import { productDirection, type ProductDirection } from '@kenh/contract';
import type { ProductMessages } from '../locales';
import { productPaths } from '../paths';

/** The direction an address names (`?direction=in`); sold products otherwise. */
export const directionOf = (value: string | null): ProductDirection =>
  productDirection.catch('out').parse(value ?? undefined);

/** The create page for a direction, under a parent when given ("Thêm danh mục con"). */
export const categoryCreatePath = (direction: ProductDirection, parentId?: number) =>
  `${productPaths.categoryCreate}?direction=${direction}${parentId ? `&parent=${parentId}` : ''}`;

export const categoryListCrumbs = (texts: ProductMessages) => [
  { label: texts.home.title, to: productPaths.home },
];

export const categoryCrumbs = (texts: ProductMessages) => [
  ...categoryListCrumbs(texts),
  { label: texts.categories.title, to: productPaths.categories },
];
