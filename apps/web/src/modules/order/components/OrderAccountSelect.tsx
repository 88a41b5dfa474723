import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { OrderAccount, OrderAccountRole, PriceSystem } from '@kenh/contract';
import { useOrderAccountSearch } from '../api/catalogue';
import { useDebounced } from '../../../platform/inputs';

/**
 * One account the order form may name (the orderer of a system, or the seller), searched on the
 * server among those the user may pick (name or username, diacritics ignored). The chosen account
 * stays in the options while the search moves on, so its name keeps showing.
 */
export function OrderAccountSelect({
  id,
  role,
  system,
  value,
  initialLabel,
  placeholder,
  label,
  allowClear = false,
  status,
  onChange,
}: {
  id: string;
  role: OrderAccountRole;
  /** The orderer's system (orderers only). */
  system?: PriceSystem;
  value: number | null;
  /** The name of the partner already chosen (an order being edited). */
  initialLabel?: string | null;
  placeholder: string;
  label: string;
  allowClear?: boolean;
  status?: 'error';
  /** The chosen id, with the account when it came from the search. */
  onChange: (id: number | null, account?: OrderAccount) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const accounts = useOrderAccountSearch(role, system, search);
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(
    value !== null && initialLabel ? { value, label: initialLabel } : null,
  );
  const found = accounts.data?.results;
  const options = useMemo(() => {
    const listed = (found ?? []).map((p) => ({ value: p.id, label: `${p.fullname} (${p.username})` }));
    return chosen && !listed.some((o) => o.value === chosen.value) ? [chosen, ...listed] : listed;
  }, [found, chosen]);

  return (
    <Select<number | null>
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear={allowClear}
      placeholder={placeholder}
      loading={accounts.isFetching}
      status={status}
      value={value}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(
          next ?? null,
          found?.find((p) => p.id === next),
        );
      }}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
