import { useMemo, useState } from 'react';
import { TreeSelect, Typography } from 'antd';
import { matchesFolded, type OrgTreeOption } from '@kenh/contract';
import { useMessageText } from '../../../platform/i18n';
import { useOrgUnitOptions } from '../api/org-units';
import { useOrgTexts } from '../locales';
import type { OrgPickerProps } from './select-props';

interface TreeNode {
  value: number;
  title: string;
  code: string;
  disabled?: boolean;
  children: TreeNode[];
}

/** Options as the tree select wants them; `exclude` (and everything under it) is disabled. */
function toNodes(options: readonly OrgTreeOption[], exclude: number | undefined, inside = false): TreeNode[] {
  return options.map((o) => {
    const off = inside || o.value === exclude;
    return {
      value: o.value,
      title: o.label,
      code: o.label_child ?? '',
      ...(off ? { disabled: true } : {}),
      children: toNodes(o.children, exclude, off),
    };
  });
}

export interface OrgUnitSelectProps extends OrgPickerProps {
  /** A unit that may not be chosen, nor anything below it (the unit being edited, as its own parent). */
  excludeId?: number | undefined;
}

/**
 * Tree select over the unit-organisation dropdown (cached, emptied after unit changes). Search
 * ignores case and diacritics and matches the name or the code.
 */
export function OrgUnitSelect(props: OrgUnitSelectProps) {
  const { value, onChange, onBlur, placeholder, style, required, error, excludeId, id, name, disabled } =
    props;
  const showMessage = props.showMessage ?? true;
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const options = useOrgUnitOptions();
  const [touched, setTouched] = useState(false);
  const treeData = useMemo(() => toNodes(options.data ?? [], excludeId), [options.data, excludeId]);
  const message = error ?? (required && touched && value == null ? 'validation.select_required' : undefined);
  return (
    <>
      <TreeSelect<number | undefined>
        id={id}
        {...(name ? { 'data-name': name } : {})}
        disabled={disabled}
        treeData={treeData}
        loading={options.isLoading}
        value={value ?? undefined}
        onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
        placeholder={placeholder ?? texts.unit.select}
        allowClear
        showSearch={{
          filterTreeNode: (input, node) =>
            matchesFolded(typeof node.title === 'string' ? node.title : '', input) ||
            matchesFolded((node as TreeNode).code, input),
        }}
        treeDefaultExpandAll
        status={message ? 'error' : undefined}
        notFoundContent={texts.common.empty}
        style={{ width: '100%', ...style }}
      />
      {message && showMessage && (
        <Typography.Text type="danger" role="alert">
          {messageText(message)}
        </Typography.Text>
      )}
    </>
  );
}
