import { useParams } from 'react-router';
import { idParamOf } from '../components/id-param';
import { ProductDetailPage } from './ProductDetailPage';
import { ProductListPage } from './ProductListPage';

/** `/product/product-manager/{id?}` (spec §2.5): the list without an id, one product with it. */
export function ProductManagerPage() {
  const { id } = useParams();
  return id === undefined ? <ProductListPage /> : <ProductDetailPage id={idParamOf(id)} />;
}
