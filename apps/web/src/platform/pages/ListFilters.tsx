import { useState, type ReactNode } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { FilterPanel } from '../feedback/FilterPanel';
import { fill } from './namespace-texts';
import { usePagesTexts } from './texts';

export interface ListFilter {
  key: string;
  label: string;
  /** Whether the filter narrows the list now (counted on the folded "Bộ lọc (n)" button). */
  active: boolean;
  /** The control; it reads and writes the address through the page's `useUrlQuery`. */
  control: ReactNode;
}

/**
 * A list's filters: in a row on wide screens; below 768 px folded into one "Bộ lọc (n)" button that
 * opens a panel, so the first record is visible without scrolling past every filter.
 */
export function ListFilters({
  filters,
  folded,
  onClear,
}: {
  filters: readonly ListFilter[];
  folded: boolean;
  onClear: () => void;
}) {
  const texts = usePagesTexts();
  const [open, setOpen] = useState(false);
  const active = filters.filter((f) => f.active).length;
  if (filters.length === 0) return null;
  const clear =
    active > 0 ? (
      <Button onClick={onClear} type={folded ? 'default' : 'link'}>
        {texts.list.clearFilters}
      </Button>
    ) : null;
  if (!folded) {
    return (
      <Flex wrap gap={8} align="center">
        {filters.map((f) => (
          <div key={f.key}>{f.control}</div>
        ))}
        {clear}
      </Flex>
    );
  }
  return (
    <>
      <Button
        icon={<FilterOutlined />}
        onClick={() => setOpen(true)}
        type={active > 0 ? 'primary' : 'default'}
      >
        {active > 0 ? fill(texts.list.filtersActive, { n: active }) : texts.list.filters}
      </Button>
      <FilterPanel
        open={open}
        onClose={() => setOpen(false)}
        title={texts.list.filters}
        footer={
          <Flex gap={8} justify="end">
            {clear}
            <Button type="primary" onClick={() => setOpen(false)}>
              {texts.list.apply}
            </Button>
          </Flex>
        }
      >
        <Form layout="vertical">
          {filters.map((f) => (
            <Form.Item key={f.key} label={f.label}>
              {f.control}
            </Form.Item>
          ))}
        </Form>
      </FilterPanel>
    </>
  );
}
