import type { StaffDetail } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useStaffDropdown } from '../api/staff';

/** The manager select: active staff from the dropdown call (never the record itself), searched as typed. */
export function ManagerSelect({
  value,
  onChange,
  excludeId,
  current,
  disabled,
}: {
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  excludeId?: number;
  current?: StaffDetail['manager'];
  disabled?: boolean;
}) {
  const options = useStaffDropdown(excludeId);
  const list = options.data ?? [];
  const withCurrent =
    current && !list.some((o) => o.value === current.id)
      ? [{ value: current.id, label: current.fullname, label_child: current.code }, ...list]
      : list;
  return (
    <SelectField<number>
      id="field-manager_id"
      allowClear
      disabled={disabled}
      showSuccess={false}
      style={{ width: '100%' }}
      value={value ?? null}
      options={withCurrent}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}
