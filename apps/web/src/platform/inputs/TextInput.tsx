import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
// The plain input module, not `antd`'s `Input` (whose index hangs TextArea, Search, Password and OTP
// on it): this input is on /login, where every kilobyte counts (docs/decisions/0004).
import Input, { type InputProps, type InputRef } from 'antd/es/input/Input';
import { INPUT_MAX_LENGTH } from '@kenh/contract';
import { useMessageText } from '../i18n/contract-messages';
import { FieldMessage } from './FieldMessage';
import { assignRef } from './refs';
import { firstFailingMessage, type InputRules } from './rules';
import {
  caretAfterSignificant,
  isSignificant,
  MONEY_MAX,
  NUMERIC_MODES,
  type NumericMode,
  type TextInputMode,
} from './text-modes';
import { useInputsTexts } from './texts';

interface TextInputCommonProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'status' | 'maxLength'
> {
  /** Default 255 (spec §9). Text and password: characters; number: characters typed. Ignored by money. */
  maxLength?: number;
  /** A message (contract key or text) from outside, e.g. the form or the server; wins over the rules. */
  error?: string;
  /** Show the message under the input (default). Form rows turn it off and show it themselves. */
  showMessage?: boolean;
  /** Trim the text when the field loses focus, before validation (default true; never for passwords). */
  trim?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called after each validation with the failing message key, or undefined when valid. */
  onValidate?: (message: string | undefined) => void;
  ref?: Ref<InputRef>;
}

/** Text and password modes work with strings. */
export interface StringTextInputProps extends TextInputCommonProps {
  mode?: 'text' | 'password';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Checked on the trimmed value when the field loses focus (and on every change after that). */
  rules?: InputRules<string>;
}

/** Number and money modes show text but expose the number (null when empty). */
export interface NumericTextInputProps extends TextInputCommonProps {
  mode: NumericMode;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  rules?: InputRules<number | null>;
  /** Money only: larger amounts cannot be typed (default 8 999 999 999 999 999, spec §9). */
  max?: number;
}

export type TextInputProps = StringTextInputProps | NumericTextInputProps;

type InputValue = string | number | null;

/** The props without the mode-dependent typing, as the implementation handles them. */
interface LooseProps extends TextInputCommonProps {
  mode?: TextInputMode;
  value?: InputValue;
  defaultValue?: InputValue;
  onChange?: (value: InputValue) => void;
  rules?: InputRules<InputValue>;
  max?: number;
}

const isNumericMode = (mode: TextInputMode): mode is NumericMode => mode === 'number' || mode === 'money';

/**
 * The generic text input (spec §5): at most 255 characters by default; trimmed when it loses focus;
 * validated then (and on each change once it has lost focus), showing the first failing rule's
 * message. Modes: `text`; `password` with a show/hide button; `number` (digits and one decimal
 * comma, `,5` → `0,5`); `money` (digits grouped with dots, never starting with 0, value is a number).
 */
export function TextInput(props: TextInputProps) {
  const {
    mode = 'text',
    value: valueProp,
    defaultValue,
    onChange,
    rules,
    max = MONEY_MAX,
    maxLength = INPUT_MAX_LENGTH,
    error,
    showMessage = true,
    trim = mode !== 'password',
    onBlur,
    onValidate,
    ref,
    id: idProp,
    suffix,
    ...rest
  } = props as LooseProps;
  const numeric = isNumericMode(mode) ? NUMERIC_MODES[mode] : undefined;
  const texts = useInputsTexts();
  const messageText = useMessageText();
  const generatedId = useId();
  const id = idProp ?? generatedId;

  const emptyValue: InputValue = numeric ? null : '';
  const [innerValue, setInnerValue] = useState<InputValue>(defaultValue ?? emptyValue);
  const controlled = valueProp !== undefined;
  const value: InputValue = controlled ? valueProp : innerValue;

  // Numeric modes keep the text as typed (`12,` or `0,50`) and reformat only when the value changes
  // from outside (a form reset, a loaded record).
  const [display, setDisplay] = useState(() => (numeric ? numeric.format(value as number | null) : ''));
  const [shownValue, setShownValue] = useState<InputValue>(value);
  if (numeric && !Object.is(value, shownValue)) {
    setShownValue(value);
    if (!Object.is(numeric.parse(display), value)) setDisplay(numeric.format(value as number | null));
  }
  const text = numeric ? display : typeof value === 'string' ? value : '';

  const [touched, setTouched] = useState(false);
  const [ruleMessage, setRuleMessage] = useState<string>();
  const [passwordVisible, setPasswordVisible] = useState(false);

  const inputRef = useRef<InputRef | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const setRefs = useCallback(
    (node: InputRef | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useLayoutEffect(() => {
    const input = inputRef.current?.input;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const validate = (candidate: InputValue) => {
    const normalised = typeof candidate === 'string' && trim ? candidate.trim() : candidate;
    const message = firstFailingMessage(normalised, rules);
    setRuleMessage(message);
    onValidate?.(message);
  };

  const commit = (next: InputValue) => {
    if (!controlled) setInnerValue(next);
    onChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    let next: InputValue;
    if (numeric) {
      let sanitized = numeric.sanitize(raw);
      if (mode === 'number') sanitized = sanitized.slice(0, maxLength);
      next = numeric.parse(sanitized);
      if (mode === 'money' && next !== null && next > max) return; // keeps the previous amount
      const caret = event.target.selectionStart ?? raw.length;
      const before = [...numeric.sanitize(raw.slice(0, caret))].filter(isSignificant).length;
      pendingCaret.current = caretAfterSignificant(sanitized, before);
      setDisplay(sanitized);
      setShownValue(next);
    } else {
      next = raw.slice(0, maxLength);
    }
    commit(next);
    if (touched) validate(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let final = value;
    if (numeric) {
      if (display.endsWith(',')) setDisplay(display.slice(0, -1));
    } else if (trim && typeof value === 'string' && value.trim() !== value) {
      final = value.trim();
      commit(final);
    }
    setTouched(true);
    validate(final);
    onBlur?.(event);
  };

  const messageKey = error ?? ruleMessage;
  const messageId = `${id}-message`;
  const passwordToggle =
    mode === 'password' ? (
      <button
        type="button"
        className="kenh-password-toggle"
        aria-label={passwordVisible ? texts.password.hide : texts.password.show}
        aria-pressed={passwordVisible}
        aria-controls={id}
        // Keep the focus in the field: toggling must not count as leaving it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setPasswordVisible((visible) => !visible)}
        style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', color: 'inherit' }}
      >
        {passwordVisible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
      </button>
    ) : undefined;

  return (
    <>
      <Input
        {...rest}
        ref={setRefs}
        id={id}
        type={mode === 'password' && !passwordVisible ? 'password' : 'text'}
        inputMode={mode === 'money' ? 'numeric' : mode === 'number' ? 'decimal' : rest.inputMode}
        value={text}
        maxLength={mode === 'money' ? undefined : maxLength}
        status={messageKey ? 'error' : undefined}
        aria-invalid={messageKey ? true : undefined}
        aria-describedby={messageKey && showMessage ? messageId : rest['aria-describedby']}
        suffix={
          passwordToggle && suffix ? (
            <>
              {suffix}
              {passwordToggle}
            </>
          ) : (
            (passwordToggle ?? suffix)
          )
        }
        onChange={handleChange}
        onBlur={handleBlur}
      />
      {showMessage && messageKey && <FieldMessage id={messageId}>{messageText(messageKey)}</FieldMessage>}
    </>
  );
}
