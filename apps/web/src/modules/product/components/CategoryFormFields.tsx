import { Row, Switch } from 'antd';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CATEGORY_MAX_DEPTH, type Category, type CategoryInput, type ProductDirection } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormTextInput } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { useProductTexts } from '../locales';
import { CategoryTreeSelect } from './CategoryTreeSelect';

export interface CategoryFormValues {
  parent_id: number | null;
  code: string;
  name: string;
  sort_order: number | null;
  is_active: boolean;
}

export function categoryFormDefaults(category?: Category, parentId?: number): CategoryFormValues {
  return {
    parent_id: category?.parent_id ?? parentId ?? null,
    code: category?.code ?? '',
    name: category?.name ?? '',
    sort_order: category?.sort_order ?? 0,
    is_active: category?.is_active ?? true,
  };
}

/** A category's name, code, parent in its direction's tree (never itself or below it), order and use. */
export function CategoryFormFields({
  form,
  direction,
  categoryId,
}: {
  form: UseFormReturn<CategoryFormValues, unknown, CategoryInput>;
  direction: ProductDirection;
  categoryId?: number;
}) {
  const texts = useProductTexts();
  const { control } = form;
  return (
    <Row gutter={16}>
      <FieldCol>
        <FormTextInput name="name" control={control} label={texts.categories.name} maxLength={100} />
      </FieldCol>
      <FieldCol>
        <FormTextInput name="code" control={control} label={texts.categories.code} maxLength={30} />
      </FieldCol>
      <FieldCol>
        <Controller
          name="parent_id"
          control={control}
          render={({ field, fieldState }) => (
            <FieldItem label={texts.categories.parent} htmlFor="field-parent_id" error={fieldState.error}>
              <CategoryTreeSelect
                id="field-parent_id"
                direction={direction}
                value={field.value}
                label={texts.categories.parent}
                placeholder={texts.categories.noParent}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // The tree is at most four deep: a parent sits at depth three or above.
                maxDepth={CATEGORY_MAX_DEPTH - 1}
                {...(categoryId !== undefined ? { exclude: categoryId } : {})}
                style={{ width: '100%' }}
              />
            </FieldItem>
          )}
        />
      </FieldCol>
      <FieldCol>
        <FormTextInput
          name="sort_order"
          control={control}
          mode="number"
          label={texts.categories.sortOrder}
          maxLength={6}
        />
      </FieldCol>
      <FieldCol>
        <Controller
          name="is_active"
          control={control}
          render={({ field }) => (
            <FieldItem label={texts.categories.active} htmlFor="field-is_active" error={undefined}>
              <Switch id="field-is_active" checked={field.value} onChange={field.onChange} />
            </FieldItem>
          )}
        />
      </FieldCol>
    </Row>
  );
}
