import { useState } from 'react';
import { Segmented } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_DIRECTIONS, productDirection, productFields, type ProductDirection } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreateProduct } from '../api/products';
import { ProductFormFields } from '../components/ProductFormFields';
import { ProductImagesField } from '../components/ProductImagesField';
import { productFormDefaults, type ProductFormValues } from '../components/product-form-values';
import { useProductTexts } from '../locales';
import { productPath, productPaths } from '../paths';

/** /product/product-manager/create: a product with its images, options and variants. */
export function ProductCreatePage() {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const [direction, setDirection] = useState<ProductDirection>(
    productDirection.catch('out').parse(params.get('direction') ?? undefined),
  );
  const [images, setImages] = useState<File[]>([]);
  const create = useCreateProduct(direction);
  const form = useContractForm<typeof productFields, ProductFormValues>(productFields, productFormDefaults());
  const toList = () => void navigate(localePath(`${productPaths.products}?direction=${direction}`));
  return (
    <FormPage
      wide
      title={texts.form.createTitle}
      breadcrumbs={[
        { label: texts.home.title, to: productPaths.home },
        { label: texts.products.title, to: productPaths.products },
      ]}
      actions={
        <Segmented<ProductDirection>
          aria-label={texts.form.direction}
          value={direction}
          options={PRODUCT_DIRECTIONS.map((d) => ({ value: d, label: texts.directions[d] }))}
          onChange={(next) => {
            setDirection(next);
            // Each direction has its own category tree.
            form.setValue('category_id', null);
          }}
        />
      }
      form={form}
      onSubmit={async (fields) => {
        const product = await create.mutateAsync({ fields, images });
        toast.success(messageText('product.created'));
        void navigate(localePath(productPath(product.id)), { replace: true });
      }}
      onCancel={toList}
    >
      <ProductFormFields
        form={form}
        direction={direction}
        images={
          <ProductImagesField
            stored={[]}
            kept={[]}
            added={images}
            readOnly={false}
            onKeptChange={() => undefined}
            onAddedChange={setImages}
          />
        }
      />
    </FormPage>
  );
}
