import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { usePagesTexts } from './texts';

/** Chooses which columns the table shows; the choice is remembered per user and list. */
export function ColumnsMenu({
  columns,
  isVisible,
  onToggle,
}: {
  columns: readonly { key: string; title: string }[];
  isVisible: (key: string) => boolean;
  onToggle: (key: string, visible: boolean) => void;
}) {
  const texts = usePagesTexts();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={texts.list.columns}
      content={
        <Flex vertical gap={4}>
          {columns.map((c) => (
            <Checkbox
              key={c.key}
              checked={isVisible(c.key)}
              onChange={(e) => onToggle(c.key, e.target.checked)}
            >
              {c.title}
            </Checkbox>
          ))}
        </Flex>
      }
    >
      <Button icon={<SettingOutlined />} aria-label={texts.list.columns} />
    </Popover>
  );
}
