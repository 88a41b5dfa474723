import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { ConfigProvider, Select, theme, type RefSelectProps, type SelectProps, type ThemeConfig } from 'antd';
import { useMessageText } from '../i18n/contract-messages';
import { FieldMessage } from './FieldMessage';
import { assignRef } from './refs';
import {
  HighlightedText,
  isEmptySelectValue,
  optionMatches,
  type SelectOption,
  type SelectRawValue,
} from './select-options';
import { useInputsTexts } from './texts';

/** Spec §9: the dropdown is at most 200 px high and opens upwards when less room remains below. */
export const SELECT_DROPDOWN_MAX_HEIGHT = 200;
/** Spec §9: default width of a select. */
export const SELECT_DEFAULT_WIDTH = 200;

export type SelectFieldValue<V extends SelectRawValue> = V | V[] | null;
export type SelectFieldStatus = 'error' | 'success' | 'neutral';
export type SelectPlacement = 'bottomLeft' | 'topLeft';

type PassThroughProps = Omit<
  SelectProps<SelectFieldValue<SelectRawValue>, SelectOption>,
  | 'options'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'mode'
  | 'status'
  | 'placement'
  | 'filterOption'
  | 'optionRender'
  | 'showSearch'
  | 'searchValue'
  | 'onSearch'
  | 'notFoundContent'
  | 'listHeight'
  | 'virtual'
  | 'labelInValue'
  | 'ref'
  | 'onBlur'
  | 'children'
  | 'classNames'
>;

export interface SelectFieldProps<V extends SelectRawValue = SelectRawValue> extends PassThroughProps {
  options: readonly SelectOption<V>[];
  /** `null` (or `[]` with `multiple`) is empty. Leave undefined for an uncontrolled select. */
  value?: SelectFieldValue<V>;
  defaultValue?: SelectFieldValue<V>;
  onChange?: (value: SelectFieldValue<V>) => void;
  multiple?: boolean;
  /** Empty after the user has interacted (or once `touched`) shows a red border and "Vui lòng chọn". */
  required?: boolean;
  /** Treat the field as interacted with (e.g. after a submit). */
  touched?: boolean;
  /** A message (contract key or text) from outside; wins over the required check. */
  error?: string;
  /** Mark the characters matching the search (diacritics ignored). */
  highlight?: boolean;
  /** Searching inside the select (default on). */
  searchable?: boolean;
  /** Text of an empty list; default "Không có dữ liệu" / "No data". */
  noDataText?: ReactNode;
  /** Show the message under the select (default). Form rows turn it off and show it themselves. */
  showMessage?: boolean;
  /** Green border for a chosen value (default on). */
  showSuccess?: boolean;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<RefSelectProps>;
}

/** Message key of a select: the outside error, else the required message when touched and empty. */
export function selectMessageKey(opts: {
  error?: string;
  required?: boolean;
  touched: boolean;
  value: unknown;
}): string | undefined {
  if (opts.error) return opts.error;
  return opts.required && opts.touched && isEmptySelectValue(opts.value)
    ? 'validation.select_required'
    : undefined;
}

/** Where the dropdown opens for a trigger at `rect` in a window `viewportHeight` high. */
export function dropdownPlacement(rect: Pick<DOMRect, 'bottom'>, viewportHeight: number): SelectPlacement {
  return viewportHeight - rect.bottom < SELECT_DROPDOWN_MAX_HEIGHT ? 'topLeft' : 'bottomLeft';
}

/**
 * Select built on Ant Design (spec §4, §5, §9): required check with red border and "Vui lòng chọn",
 * green border for a chosen value, search ignoring case and diacritics on the label or the child
 * label, optional highlighting, "Không có dữ liệu" when empty, a virtual list at most 200 px high
 * that opens upwards when less than 200 px remain below the field.
 */
export function SelectField<V extends SelectRawValue = SelectRawValue>(props: SelectFieldProps<V>) {
  const {
    options,
    value: valueProp,
    defaultValue,
    onChange,
    multiple = false,
    required = false,
    touched: touchedProp = false,
    error,
    highlight = false,
    searchable = true,
    noDataText,
    showMessage = true,
    showSuccess = true,
    onBlur,
    onOpenChange,
    onSelect,
    ref,
    id: idProp,
    style,
    className,
    ...rest
  } = props;
  const texts = useInputsTexts();
  const messageText = useMessageText();
  const { token } = theme.useToken();
  const generatedId = useId();
  const id = idProp ?? generatedId;

  const emptyValue: SelectFieldValue<V> = multiple ? [] : null;
  const [innerValue, setInnerValue] = useState<SelectFieldValue<V>>(defaultValue ?? emptyValue);
  const controlled = valueProp !== undefined;
  const value = controlled ? valueProp : innerValue;

  const [touchedSelf, setTouchedSelf] = useState(false);
  const [search, setSearch] = useState('');
  const [placement, setPlacement] = useState<SelectPlacement>('bottomLeft');
  const selectRef = useRef<RefSelectProps | null>(null);
  const setRefs = useCallback(
    (node: RefSelectProps | null) => {
      selectRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const messageKey = selectMessageKey({ error, required, touched: touchedProp || touchedSelf, value });
  const status: SelectFieldStatus = messageKey
    ? 'error'
    : showSuccess && !isEmptySelectValue(value)
      ? 'success'
      : 'neutral';

  const successTheme = useMemo<ThemeConfig>(
    () => ({
      components: {
        Select: {
          colorBorder: token.colorSuccess,
          hoverBorderColor: token.colorSuccessHover,
          activeBorderColor: token.colorSuccess,
          activeOutlineColor: token.colorSuccessBg,
        },
      },
    }),
    [token],
  );

  const handleChange = (next: V | V[] | undefined) => {
    const normalised: SelectFieldValue<V> = next === undefined ? emptyValue : next;
    setTouchedSelf(true);
    if (!controlled) setInnerValue(normalised);
    onChange?.(normalised);
  };

  const handleOpenChange = (open: boolean) => {
    if (open) {
      const rect = selectRef.current?.nativeElement?.getBoundingClientRect();
      if (rect) setPlacement(dropdownPlacement(rect, window.innerHeight));
    } else {
      setSearch('');
    }
    onOpenChange?.(open);
  };

  const messageId = `${id}-message`;
  const renderOption = (option: SelectOption<V>) => {
    const query = highlight ? search : '';
    return (
      <div className="kenh-select-option">
        <div>
          <HighlightedText text={option.label} query={query} />
        </div>
        {option.label_child && (
          <div
            className="kenh-select-option-child"
            style={{ color: token.colorTextDescription, fontSize: token.fontSizeSM }}
          >
            <HighlightedText text={option.label_child} query={query} />
          </div>
        )}
      </div>
    );
  };

  return (
    <>
      <ConfigProvider theme={status === 'success' ? successTheme : undefined}>
        <Select<V | V[], SelectOption<V>>
          {...rest}
          ref={setRefs}
          id={id}
          mode={multiple ? 'multiple' : undefined}
          value={value ?? undefined}
          onChange={handleChange}
          options={options as SelectOption<V>[]}
          status={status === 'error' ? 'error' : undefined}
          aria-invalid={status === 'error' ? true : undefined}
          aria-describedby={messageKey && showMessage ? messageId : rest['aria-describedby']}
          className={[className, `kenh-select kenh-select--${status}`].filter(Boolean).join(' ')}
          classNames={{
            popup: {
              root: ['kenh-select-popup', placement === 'topLeft' && 'kenh-select-popup--up']
                .filter(Boolean)
                .join(' '),
            },
          }}
          style={{ width: SELECT_DEFAULT_WIDTH, ...style }}
          placement={placement}
          listHeight={SELECT_DROPDOWN_MAX_HEIGHT}
          virtual
          showSearch={
            searchable && {
              searchValue: search,
              onSearch: setSearch,
              filterOption: (input, option) => option !== undefined && optionMatches(option, input),
            }
          }
          optionRender={(option) => renderOption(option.data)}
          notFoundContent={
            <div className="kenh-select-empty" style={{ color: token.colorTextDescription }}>
              {noDataText ?? texts.select.noData}
            </div>
          }
          onOpenChange={handleOpenChange}
          onSelect={(...args) => {
            if (multiple) setSearch('');
            onSelect?.(...args);
          }}
          onBlur={(event) => {
            setTouchedSelf(true);
            onBlur?.(event);
          }}
        />
      </ConfigProvider>
      {showMessage && messageKey && <FieldMessage id={messageId}>{messageText(messageKey)}</FieldMessage>}
    </>
  );
}
