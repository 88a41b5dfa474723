import { AppstoreOutlined, ApartmentOutlined, DollarOutlined, ColumnWidthOutlined } from '@ant-design/icons';
import { priceListApi } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { fill, LandingPage, type LandingArea } from '../../../platform/pages';
import { useCategoryTree } from '../api/categories';
import { useProductCount } from '../api/products';
import { useUnitList } from '../api/units';
import { useProductTexts } from '../locales';
import { productPaths } from '../paths';

/**
 * /product: the catalogue's four areas with what they hold — active products, units, categories and
 * the price lists in force — each linking to its list; only the areas the user may open show.
 * The bottom bar's product slot lands here.
 */
export function CatalogueHomePage() {
  const texts = useProductTexts();
  // Each count runs only for whoever may read it (the endpoint hooks leave the others idle).
  const products = useProductCount({ status: 'active' });
  const units = useUnitList({ page: 0, page_size: 1 });
  const outCategories = useCategoryTree('out');
  const inCategories = useCategoryTree('in');
  const priceLists = useEndpointQuery(priceListApi.list, {
    body: { page: 0, page_size: 1, status: 'active' },
  });
  const categoryCount =
    outCategories.data && inCategories.data
      ? outCategories.data.length + inCategories.data.length
      : undefined;

  const areas: LandingArea[] = [
    {
      key: 'products',
      title: texts.home.products,
      path: productPaths.products,
      permission: 'product',
      Icon: AppstoreOutlined,
      hint: products.data && fill(texts.home.productsHint, { count: products.data.total }),
    },
    {
      key: 'units',
      title: texts.home.units,
      path: productPaths.units,
      permission: 'unitproduct',
      Icon: ColumnWidthOutlined,
      hint: units.data && fill(texts.home.unitsHint, { count: units.data.total }),
    },
    {
      key: 'categories',
      title: texts.home.categories,
      path: productPaths.categories,
      permission: 'categoryproduct',
      Icon: ApartmentOutlined,
      hint:
        categoryCount === undefined ? undefined : fill(texts.home.categoriesHint, { count: categoryCount }),
    },
    {
      key: 'price-lists',
      title: texts.home.priceLists,
      path: productPaths.priceLists,
      permission: 'pricelistproduct',
      Icon: DollarOutlined,
      hint: priceLists.data ? fill(texts.home.priceListsHint, { count: priceLists.data.total }) : undefined,
    },
  ];
  return <LandingPage title={texts.home.title} intro={texts.home.intro} areas={areas} perRow={4} />;
}
