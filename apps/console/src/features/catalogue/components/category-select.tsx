import { TreeSelect } from 'antd';
import type { AdminCategoryNode } from '@mall/shared';
import { useCategoryTree } from '../api/catalogue';

type Node = { value: number; title: string; selectable?: boolean; children?: Node[] };
const toNodes = (nodes: AdminCategoryNode[], leafOnly: boolean): Node[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.title,
    selectable: leafOnly ? n.level === 3 : true,
    children: toNodes(n.children, leafOnly),
  }));

/** A category picker over the admin tree; `leafOnly` allows level-three categories only (products). */
export function CategorySelect({
  value,
  onChange,
  leafOnly = false,
  style,
  placeholder,
}: {
  value?: number;
  onChange?: (id: number | undefined) => void;
  leafOnly?: boolean;
  style?: React.CSSProperties;
  placeholder?: string;
}) {
  const tree = useCategoryTree();
  return (
    <TreeSelect
      allowClear
      showSearch
      treeNodeFilterProp="title"
      style={style}
      placeholder={placeholder}
      loading={tree.isPending}
      value={value}
      onChange={(v) => onChange?.(v === undefined || v === null ? undefined : Number(v))}
      treeData={toNodes(tree.data ?? [], leafOnly)}
    />
  );
}
