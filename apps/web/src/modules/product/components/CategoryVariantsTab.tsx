import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Pagination, Select, Typography } from 'antd';
import type { Category, VariantRow } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { ItemList, RowActionsMenu, SearchBox } from '../../../platform/pages';
import { useAddCategoryVariants, useCategoryVariants, useRemoveCategoryVariants } from '../api/categories';
import { useVariantSearch } from '../api/products';
import { useProductTexts } from '../locales';
import { ProductThumbnail } from './ProductThumbnail';

/** Variants of the category's direction, searched on the server, several chosen at once. */
function AddVariantsDialog({
  category,
  open,
  onClose,
}: {
  category: Category;
  open: boolean;
  onClose: () => void;
}) {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const found = useVariantSearch(search, open);
  const add = useAddCategoryVariants(category.id);
  const options = (found.data?.results ?? [])
    .filter((v) => v.product.direction === category.direction)
    .map((v) => ({ value: v.id, label: `${v.code} · ${v.name}` }));
  const close = () => {
    setChosen([]);
    setSearch('');
    onClose();
  };
  const addChosen = async () => {
    try {
      await add.mutateAsync(chosen);
      toast.success(messageText('product.category_variants_added'));
      close();
    } catch (error) {
      toast.failure(error);
    }
  };
  return (
    <Modal
      open={open}
      title={texts.categories.addVariants}
      onCancel={close}
      okText={texts.categories.addVariants}
      okButtonProps={{ disabled: chosen.length === 0, loading: add.isPending }}
      onOk={() => void addChosen()}
      destroyOnHidden
    >
      <Select<number[]>
        mode="multiple"
        aria-label={texts.categories.chooseVariants}
        placeholder={texts.categories.chooseVariants}
        style={{ width: '100%' }}
        value={chosen}
        onChange={setChosen}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={found.isFetching}
        options={options}
      />
    </Modal>
  );
}

/** The variants placed in the category beyond their product's own; managers add and remove them. */
export function CategoryVariantsTab({ category, canManage }: { category: Category; canManage: boolean }) {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const variants = useCategoryVariants(category.id, page, search || undefined);
  const remove = useRemoveCategoryVariants(category.id);
  const total = variants.data?.total ?? 0;
  const removeOne = async (variant: VariantRow) => {
    try {
      await remove.mutateAsync([variant.id]);
      toast.success(messageText('product.category_variants_removed'));
    } catch (error) {
      toast.failure(error);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{texts.categories.variantsHint}</Typography.Text>
      <Flex gap={8} wrap justify="space-between">
        <SearchBox
          value={search}
          placeholder={texts.products.search}
          width={280}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        {canManage && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {texts.categories.addVariants}
          </Button>
        )}
      </Flex>
      <ItemList
        items={variants.data?.results ?? []}
        rowKey="id"
        loading={variants.isLoading}
        emptyText={variants.error?.message ?? texts.categories.noVariants}
        renderItem={(v) => (
          <Flex gap={12} align="center">
            <ProductThumbnail
              fileId={v.product.thumbnail_file_id}
              alt={v.name}
              size={40}
              emptyLabel={texts.products.noImage}
            />
            <Flex vertical style={{ flex: 1 }}>
              <Typography.Text strong>{v.name}</Typography.Text>
              <Typography.Text type="secondary">
                {v.code} · {v.product.category_name ?? ''}
              </Typography.Text>
            </Flex>
            {canManage && (
              <RowActionsMenu
                row={v}
                actions={[
                  {
                    key: 'remove',
                    label: texts.categories.removeVariant,
                    danger: true,
                    onClick: (r) => void removeOne(r),
                  },
                ]}
              />
            )}
          </Flex>
        )}
      />
      {total > 20 && (
        <Pagination
          current={page + 1}
          pageSize={20}
          total={total}
          onChange={(p) => setPage(p - 1)}
          size="small"
        />
      )}
      {canManage && <AddVariantsDialog category={category} open={adding} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
