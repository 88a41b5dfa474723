import { Button } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { categoryFields, type Category } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, FormPage, RecordForm, RecordGate, useContractForm } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useCategory, useCreateCategory, useUpdateCategory } from '../api/categories';
import { categoryCrumbs, directionOf } from '../components/category-links';
import {
  CategoryFormFields,
  categoryFormDefaults,
  type CategoryFormValues,
} from '../components/CategoryFormFields';
import { CategoryVariantsTab } from '../components/CategoryVariantsTab';
import { idParamOf } from '../components/id-param';
import { ActiveTag } from '../components/ProductStatusTag';
import { useRemoveCategory } from '../components/use-remove-category';
import { useProductTexts } from '../locales';
import { categoryPath, productPaths } from '../paths';

/** /product/category/create (`?direction=in&parent=12` from a tree row's "Thêm danh mục con"). */
export function CategoryCreatePage() {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const direction = directionOf(params.get('direction'));
  const parent = idParamOf(params.get('parent') ?? undefined);
  const create = useCreateCategory(direction);
  const form = useContractForm<typeof categoryFields, CategoryFormValues>(
    categoryFields,
    categoryFormDefaults(undefined, parent || undefined),
  );
  return (
    <FormPage
      title={`${texts.categories.createTitle} · ${texts.directions[direction]}`}
      breadcrumbs={categoryCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        const category = await create.mutateAsync(values);
        toast.success(messageText('product.category_created'));
        void navigate(localePath(categoryPath(category.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(productPaths.categories))}
    >
      <CategoryFormFields form={form} direction={direction} />
    </FormPage>
  );
}

function CategoryRecord({ category }: { category: Category }) {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('categoryproduct.manage');
  const update = useUpdateCategory(category.id);
  const remove = useRemoveCategory();
  const toList = () =>
    void navigate(
      localePath(`${productPaths.categories}${category.direction === 'in' ? '?direction=in' : ''}`),
    );
  return (
    <DetailPage
      title={category.name}
      breadcrumbs={categoryCrumbs(texts)}
      status={<ActiveTag active={category.is_active} />}
      actions={
        canManage && (
          <Button danger onClick={() => void remove(category).then((deleted) => deleted && toList())}>
            {texts.common.delete}
          </Button>
        )
      }
      tabs={[
        {
          key: 'variants',
          label: `${texts.categories.variants} (${category.variant_count})`,
          children: <CategoryVariantsTab category={category} canManage={canManage} />,
        },
      ]}
      history={{
        entity: 'product_category',
        id: category.id,
        fieldLabels: {
          parent_id: texts.categories.parent,
          code: texts.categories.code,
          name: texts.categories.name,
          sort_order: texts.categories.sortOrder,
          is_active: texts.categories.active,
          direction: texts.form.direction,
        },
        valueLabels: { direction: texts.directions },
      }}
    >
      <RecordForm<typeof categoryFields, CategoryFormValues>
        key={category.updated_at}
        schema={categoryFields}
        defaults={categoryFormDefaults(category)}
        readOnly={!canManage}
        save={(values) => update.mutateAsync(values)}
        savedMessage={messageText('product.category_updated')}
        onCancel={toList}
      >
        {(form) => <CategoryFormFields form={form} direction={category.direction} categoryId={category.id} />}
      </RecordForm>
    </DetailPage>
  );
}

/** /product/category/{id}: the category (editable for managers), its extra variants and its history. */
export function CategoryDetailPage() {
  const texts = useProductTexts();
  const id = idParamOf(useParams().id);
  const category = useCategory(id > 0 ? id : undefined);
  return (
    <RecordGate
      query={category}
      title={texts.categories.title}
      breadcrumbs={categoryCrumbs(texts)}
      notFound={texts.categories.notFound}
      backTo={productPaths.categories}
    >
      {(data) => <CategoryRecord category={data} />}
    </RecordGate>
  );
}
