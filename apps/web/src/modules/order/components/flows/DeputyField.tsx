import { useState } from 'react';
import { Select } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { FieldItem } from '../../../../platform/forms';
import { useDeputyOptions } from '../../api/flows';
import type { DelegationFormValues } from './delegation-form';
import { useFlowTexts } from './use-flow-texts';

/** The deputy: accounts searched on the server as the user types (diacritics ignored there). */
export function DeputyField<O>({ control }: { control: Control<DelegationFormValues, unknown, O> }) {
  const texts = useFlowTexts();
  const [search, setSearch] = useState('');
  const options = useDeputyOptions(search);
  const { field, fieldState } = useController({ control, name: 'deputy_id' });
  return (
    <FieldItem label={texts.delegations.deputy} htmlFor="field-deputy_id" error={fieldState.error}>
      <Select<number>
        id="field-deputy_id"
        aria-label={texts.delegations.deputy}
        placeholder={texts.delegations.searchDeputy}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        allowClear
        loading={options.isFetching}
        status={fieldState.error ? 'error' : undefined}
        value={field.value ?? undefined}
        onChange={(value) => field.onChange(value ?? null)}
        onBlur={field.onBlur}
        options={(options.data ?? []).map((o) => ({
          value: o.value,
          label: o.label_child ? `${o.label} · ${o.label_child}` : o.label,
        }))}
      />
    </FieldItem>
  );
}
