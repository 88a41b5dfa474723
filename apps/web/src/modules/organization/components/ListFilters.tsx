import { useEffect, useState } from 'react';
import { Flex, Input, Segmented } from 'antd';
import { useOrgText } from '../texts';

type Status = 'all' | 'active' | 'inactive';

/** Search box (applied on Enter or the button) and the status filter of a list. */
export function ListFilters({
  search,
  status,
  onChange,
}: {
  search: string;
  status: Status;
  onChange: (next: { search?: string; status?: Status; page: number }) => void;
}) {
  const t = useOrgText();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label={t('common.search')}
        placeholder={t('common.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onChange({ search: value.trim(), page: 0 })}
        allowClear
        style={{ maxWidth: 360 }}
      />
      <Flex style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Segmented<Status>
          aria-label={t('common.status')}
          value={status}
          onChange={(value) => onChange({ status: value, page: 0 })}
          options={[
            { value: 'all', label: t('common.all') },
            { value: 'active', label: t('common.active') },
            { value: 'inactive', label: t('common.inactive') },
          ]}
        />
      </Flex>
    </Flex>
  );
}
