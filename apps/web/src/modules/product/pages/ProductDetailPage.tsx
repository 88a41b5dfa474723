import { useState } from 'react';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { productFields, type ProductDetail } from '@kenh/contract';
import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, RecordForm, RecordGate } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useDeleteProduct, useProduct, useUpdateProduct } from '../api/products';
import { ProductFormFields } from '../components/ProductFormFields';
import { ProductImagesBinding } from '../components/ProductImagesBinding';
import { ProductRatingsTab } from '../components/ProductRatingsTab';
import { ProductStatusTag } from '../components/ProductStatusTag';
import { ProductVariantsTab } from '../components/ProductVariantsTab';
import { productFormDefaults, type ProductFormValues } from '../components/product-form-values';
import { useProductTexts, type ProductMessages } from '../locales';
import { productPaths } from '../paths';

const crumbs = (texts: ProductMessages) => [
  { label: texts.home.title, to: productPaths.home },
  { label: texts.products.title, to: productPaths.products },
];

function ProductRecord({ product }: { product: ProductDetail }) {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('product.manage');
  const update = useUpdateProduct(product.id);
  const remove = useDeleteProduct(product.direction);
  const [added, setAdded] = useState<File[]>([]);
  const toList = () => void navigate(localePath(`${productPaths.products}?direction=${product.direction}`));
  return (
    <DetailPage
      title={product.name}
      breadcrumbs={crumbs(texts)}
      status={
        <>
          <ProductStatusTag status={product.status} />
          <Tag>{texts.directions[product.direction]}</Tag>
        </>
      }
      actions={
        canManage && (
          <Button
            danger
            onClick={() =>
              void confirmDelete({
                kind: texts.kinds.product,
                name: product.name,
                remove: () => remove.mutateAsync(product.id),
                done: messageText('product.deleted'),
              }).then((deleted) => {
                if (deleted) toList();
              })
            }
          >
            {texts.common.delete}
          </Button>
        )
      }
      tabs={[
        {
          key: 'variants',
          label: `${texts.detail.variants} (${product.variants.length})`,
          children: <ProductVariantsTab variants={product.variants} />,
        },
        {
          key: 'ratings',
          label: texts.detail.ratings,
          children: <ProductRatingsTab productId={product.id} />,
        },
      ]}
      history={{
        entity: 'product',
        id: product.id,
        fieldLabels: {
          code: texts.form.code,
          name: texts.form.name,
          category_id: texts.form.category,
          brand: texts.form.brand,
          description: texts.form.description,
          status: texts.form.status,
          units_per_box: texts.form.unitsPerBox,
          options: texts.options.title,
          variants: texts.variants.title,
          direction: texts.form.direction,
        },
        valueLabels: { status: texts.statuses, direction: texts.directions },
      }}
    >
      <RecordForm<typeof productFields, ProductFormValues>
        key={product.updated_at}
        schema={productFields}
        defaults={productFormDefaults(product)}
        readOnly={!canManage}
        save={async (fields) => {
          await update.mutateAsync({ fields, images: added });
          setAdded([]);
        }}
        savedMessage={messageText('product.updated')}
        onCancel={toList}
      >
        {(form) => (
          <ProductFormFields
            form={form}
            direction={product.direction}
            readOnly={!canManage}
            images={
              <ProductImagesBinding
                form={form}
                stored={product.images}
                added={added}
                onAddedChange={setAdded}
                readOnly={!canManage}
              />
            }
          />
        )}
      </RecordForm>
    </DetailPage>
  );
}

/** /product/product-manager/{id}: the product (editable for managers), its variants, ratings and history. */
export function ProductDetailPage({ id }: { id: number }) {
  const texts = useProductTexts();
  const product = useProduct(id > 0 ? id : undefined);
  return (
    <RecordGate
      query={product}
      title={texts.products.title}
      breadcrumbs={crumbs(texts)}
      notFound={texts.form.notFound}
      backTo={productPaths.products}
    >
      {(data) => <ProductRecord product={data} />}
    </RecordGate>
  );
}
