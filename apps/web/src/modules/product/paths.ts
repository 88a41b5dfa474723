/** Vietnamese paths of the catalogue pages (spec §2.3–2.5); the English twins add `/en`. */
export const productPaths = {
  home: '/product',
  products: '/product/product-manager',
  productCreate: '/product/product-manager/create',
  /** The list without an id, one product with it (spec: `/product/product-manager/{id?}`). */
  productDetail: '/product/product-manager/:id?',
  units: '/product/unit',
  unitCreate: '/product/unit/create',
  unitDetail: '/product/unit/:id',
  categories: '/product/category',
  categoryCreate: '/product/category/create',
  categoryDetail: '/product/category/:id',
  /** Built by the price-list module; the landing page only links to it. */
  priceLists: '/product/price-list',
} as const;

export const productPath = (id: number) => `/product/product-manager/${id}`;
export const unitPath = (id: number) => `/product/unit/${id}`;
export const categoryPath = (id: number) => `/product/category/${id}`;
