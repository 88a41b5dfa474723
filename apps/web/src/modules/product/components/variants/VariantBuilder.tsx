import { useState, type ReactNode } from 'react';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { fill } from '../../../../platform/pages';
import { useProductTexts } from '../../locales';
import { OptionsEditor } from './OptionsEditor';
import {
  combinationKey,
  combinationLabel,
  missingCombinations,
  planVariants,
  type OptionDraft,
  type VariantRowBase,
} from './variant-combinations';

export interface VariantBuilderValue<V extends VariantRowBase> {
  options: OptionDraft[];
  variants: V[];
}

/**
 * Options with values → one variant per combination (2 flavours × 3 sizes → 6), each row then
 * edited (`renderVariant`) or removed. Changing the options rebuilds the rows: a combination that
 * had a row keeps it as edited, a new one (a value added later) gets `newVariant`, a removed one
 * stays removed until restored.
 */
export function VariantBuilder<V extends VariantRowBase>({
  value,
  onChange,
  newVariant,
  renderVariant,
  readOnly = false,
}: {
  value: VariantBuilderValue<V>;
  onChange: (next: VariantBuilderValue<V>) => void;
  newVariant: (optionValues: string[]) => V;
  /** The row's own fields (code, units, barcodes), bound by its index in `value.variants`. */
  renderVariant: (variant: V, index: number) => ReactNode;
  readOnly?: boolean;
}) {
  const texts = useProductTexts();
  const { options, variants } = value;
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => missingCombinations(options, variants));

  const rebuild = (nextOptions: OptionDraft[], nextRemoved: ReadonlySet<string>) => {
    setRemoved(nextRemoved);
    onChange({
      options: nextOptions,
      variants: planVariants(nextOptions, variants, nextRemoved, newVariant),
    });
  };
  const remove = (variant: V) =>
    rebuild(options, new Set([...removed, combinationKey(variant.option_values)]));

  return (
    <Flex vertical gap={16}>
      <section aria-label={texts.options.title}>
        <Typography.Title level={5}>{texts.options.title}</Typography.Title>
        <OptionsEditor options={options} readOnly={readOnly} onChange={(next) => rebuild(next, removed)} />
      </section>
      <section aria-label={texts.variants.title}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {texts.variants.title} ({fill(texts.variants.count, { count: variants.length })})
          </Typography.Title>
          {!readOnly && removed.size > 0 && (
            <Button icon={<UndoOutlined />} onClick={() => rebuild(options, new Set())}>
              {fill(texts.variants.restore, { count: removed.size })}
            </Button>
          )}
        </Flex>
        {variants.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.variants.empty} />
        ) : (
          <Flex vertical gap={8} role="list" style={{ marginTop: 8 }}>
            {variants.map((variant, index) => {
              const label = combinationLabel(variant.option_values) || texts.variants.plain;
              return (
                <Card
                  key={combinationKey(variant.option_values)}
                  size="small"
                  role="listitem"
                  aria-label={label}
                  title={label}
                  extra={
                    !readOnly &&
                    variants.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={fill(texts.variants.remove, { name: label })}
                        onClick={() => remove(variant)}
                      />
                    )
                  }
                >
                  {renderVariant(variant, index)}
                </Card>
              );
            })}
          </Flex>
        )}
      </section>
    </Flex>
  );
}
