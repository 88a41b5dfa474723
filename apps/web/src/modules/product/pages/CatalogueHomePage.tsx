import type { ComponentType, CSSProperties } from 'react';
import { AppstoreOutlined, ApartmentOutlined, DollarOutlined, ColumnWidthOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { priceListApi, type PermissionCode } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { useLocalePath } from '../../../platform/layout';
import { fill, PageHeader } from '../../../platform/pages';
import { usePermissionCheck } from '../../../platform/session';
import { useCategoryTree } from '../api/categories';
import { useProductCount } from '../api/products';
import { useUnitList } from '../api/units';
import { useProductTexts } from '../locales';
import { productPaths } from '../paths';

interface Area {
  key: string;
  title: string;
  path: string;
  permission: PermissionCode;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The count line; undefined while it loads. */
  hint: string | undefined;
}

function AreaCard({ area }: { area: Area }) {
  const localePath = useLocalePath();
  const { Icon } = area;
  return (
    <Link to={localePath(area.path)} aria-label={area.title} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Card.Meta
          avatar={<Icon aria-hidden style={{ fontSize: 28, color: '#00AEEF' }} />}
          title={area.title}
          description={area.hint ?? <Skeleton active title={false} paragraph={{ rows: 1, width: 120 }} />}
        />
      </Card>
    </Link>
  );
}

/**
 * /product: the catalogue's four areas with what they hold — active products, units, categories and
 * the price lists in force — each linking to its list; only the areas the user may open show.
 * The bottom bar's product slot lands here.
 */
export function CatalogueHomePage() {
  const texts = useProductTexts();
  const can = usePermissionCheck();
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

  const areas: Area[] = [
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
  return (
    <>
      <PageHeader title={texts.home.title} />
      <Typography.Paragraph type="secondary">{texts.home.intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {areas
          .filter((area) => can(area.permission))
          .map((area) => (
            <Col key={area.key} xs={24} sm={12} lg={6}>
              <AreaCard area={area} />
            </Col>
          ))}
      </Row>
    </>
  );
}
