import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Tag, Typography } from 'antd';
import { fill } from '../../../../platform/pages';
import { useProductTexts } from '../../locales';
import { acceptValue, type OptionDraft } from './variant-combinations';

/** A product has at most 3 options of at most 20 values each (docs/product.md). */
export const MAX_OPTIONS = 3;
export const MAX_VALUES = 20;

function OptionRow({
  option,
  index,
  readOnly,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  index: number;
  readOnly: boolean;
  onChange: (next: OptionDraft) => void;
  onRemove: () => void;
}) {
  const texts = useProductTexts();
  const [typed, setTyped] = useState('');
  const label = option.name.trim() || fill(texts.options.nameOf, { n: index + 1 });
  const add = () => {
    const value = acceptValue(option.values, typed);
    if (value !== undefined && option.values.length < MAX_VALUES) {
      onChange({ ...option, values: [...option.values, value] });
    }
    setTyped('');
  };
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <Input
            aria-label={fill(texts.options.nameOf, { n: index + 1 })}
            placeholder={texts.options.namePlaceholder}
            value={option.name}
            maxLength={50}
            disabled={readOnly}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
            style={{ maxWidth: 280 }}
          />
          {!readOnly && (
            <Button icon={<DeleteOutlined />} aria-label={texts.options.remove} onClick={onRemove} />
          )}
        </Flex>
        <Flex
          wrap
          gap={6}
          align="center"
          role="group"
          aria-label={fill(texts.options.valuesOf, { name: label })}
        >
          {option.values.map((value) => (
            <Tag
              key={value}
              closable={!readOnly}
              closeIcon={
                !readOnly ? <span aria-label={fill(texts.options.removeValue, { value })}>×</span> : undefined
              }
              onClose={(event) => {
                event.preventDefault();
                onChange({ ...option, values: option.values.filter((v) => v !== value) });
              }}
            >
              {value}
            </Tag>
          ))}
          {!readOnly && option.values.length < MAX_VALUES && (
            <Input
              aria-label={`${texts.options.addValue}: ${label}`}
              placeholder={texts.options.valuePlaceholder}
              value={typed}
              maxLength={50}
              onChange={(event) => setTyped(event.target.value)}
              onPressEnter={(event) => {
                // Enter adds the value; it must not submit the product form around the builder.
                event.preventDefault();
                add();
              }}
              onBlur={add}
              style={{ width: 220 }}
            />
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** The options of a product (name and values), the source of its variants. */
export function OptionsEditor({
  options,
  readOnly = false,
  onChange,
}: {
  options: OptionDraft[];
  readOnly?: boolean;
  onChange: (next: OptionDraft[]) => void;
}) {
  const texts = useProductTexts();
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{texts.options.hint}</Typography.Text>
      {options.map((option, index) => (
        <OptionRow
          // Options have no id of their own; their place is stable while the form is open.
          key={index}
          option={option}
          index={index}
          readOnly={readOnly}
          onChange={(next) => onChange(options.map((o, i) => (i === index ? next : o)))}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
        />
      ))}
      {!readOnly && options.length < MAX_OPTIONS && (
        <Button
          icon={<PlusOutlined />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...options, { name: '', values: [] }])}
        >
          {texts.options.add}
        </Button>
      )}
    </Flex>
  );
}
