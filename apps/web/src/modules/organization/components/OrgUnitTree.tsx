import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { DownOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { OrgUnitNode } from '@kenh/contract';
import { fill, RowActionsMenu } from '../../../platform/pages';
import { useOrgTexts } from '../locales';

export interface OrgUnitTreeProps {
  nodes: readonly OrgUnitNode[];
  /** Show the add-child button and the edit and delete menu. */
  canManage: boolean;
  onAddChild: (parent: OrgUnitNode) => void;
  onEdit: (unit: OrgUnitNode) => void;
  onDelete: (unit: OrgUnitNode) => void;
}

function collectIds(nodes: readonly OrgUnitNode[], into: Set<number> = new Set()): Set<number> {
  for (const node of nodes) {
    if (node.children.length > 0) {
      into.add(node.id);
      collectIds(node.children, into);
    }
  }
  return into;
}

/**
 * The organisation chart as an accessible tree (role tree/treeitem, aria-expanded, aria-level): each
 * unit with its type, code and manager; units with sub-units expand and collapse (all open at first).
 * No drag and drop: moving a unit is "edit → parent".
 */
export function OrgUnitTree({ nodes, canManage, onAddChild, onEdit, onDelete }: OrgUnitTreeProps) {
  const texts = useOrgTexts();
  const allIds = useMemo(() => collectIds(nodes), [nodes]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (nodes.length === 0) return <Empty description={texts.unit.emptyTree} />;

  const renderNode = (node: OrgUnitNode, level: number) => {
    const hasChildren = node.children.length > 0;
    const open = hasChildren && !collapsed.has(node.id);
    return (
      <li
        key={node.id}
        role="treeitem"
        aria-level={level}
        aria-expanded={hasChildren ? open : undefined}
        aria-label={node.name}
        style={{ listStyle: 'none' }}
      >
        <Flex
          align="center"
          gap={8}
          wrap
          style={{ padding: '6px 8px', paddingLeft: 8 + (level - 1) * 24, borderBottom: '1px solid #f0f0f0' }}
        >
          <span style={{ width: 24, flex: 'none' }}>
            {hasChildren && (
              <Button
                type="text"
                size="small"
                icon={open ? <DownOutlined /> : <RightOutlined />}
                aria-label={fill(open ? texts.unit.collapse : texts.unit.expand, { name: node.name })}
                onClick={() => toggle(node.id)}
              />
            )}
          </span>
          <Typography.Text strong>{node.name}</Typography.Text>
          <Tag color="blue">{node.type.name}</Tag>
          <Typography.Text type="secondary">{node.code}</Typography.Text>
          {node.manager && <Typography.Text type="secondary">· {node.manager.name}</Typography.Text>}
          {canManage && (
            <Space size={4} style={{ marginLeft: 'auto' }}>
              <Tooltip title={texts.unit.addChild}>
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  aria-label={`${texts.unit.addChild}: ${node.name}`}
                  onClick={() => onAddChild(node)}
                />
              </Tooltip>
              <RowActionsMenu
                row={node}
                actions={[
                  { key: 'edit', label: texts.common.edit, onClick: onEdit },
                  { key: 'delete', label: texts.common.delete, danger: true, onClick: onDelete },
                ]}
              />
            </Space>
          )}
        </Flex>
        {open && (
          <ul role="group" style={{ margin: 0, padding: 0 }}>
            {node.children.map((child) => renderNode(child, level + 1))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <>
      <Flex gap={8} style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setCollapsed(new Set())}>
          {texts.unit.expandAll}
        </Button>
        <Button size="small" onClick={() => setCollapsed(new Set(allIds))}>
          {texts.unit.collapseAll}
        </Button>
      </Flex>
      <ul role="tree" aria-label={texts.unit.treeTab} style={{ margin: 0, padding: 0 }}>
        {nodes.map((node) => renderNode(node, 1))}
      </ul>
    </>
  );
}
