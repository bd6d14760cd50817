import { useMemo, useState } from 'react';
import { Alert, Button, Form, Popconfirm, Skeleton, Space, Switch, Tag, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryNode } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { RequiredTextItem } from '@/components/form-items';
import { t } from '@/locales/zh-CN';
import {
  catalogueKeys,
  deleteCategory,
  reorderCategories,
  saveCategory,
  useCategoryTree,
} from '../api/catalogue';

type Values = { title: string; visible: boolean };
type Editing = { id?: number; parentId: number; title: string; visible: boolean } | null;

function index(nodes: AdminCategoryNode[], out = new Map<number, AdminCategoryNode>()) {
  for (const n of nodes) {
    out.set(n.id, n);
    index(n.children, out);
  }
  return out;
}

/**
 * The three-level category tree. Drag a category before or after a sibling to reorder (the server takes
 * the parent's whole new order); add, rename, hide or delete from each node.
 */
export function CategoryTree() {
  const tree = useCategoryTree();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const byId = useMemo(() => index(tree.data ?? []), [tree.data]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.tree });

  if (tree.isPending) return <Skeleton active />;
  if (tree.isError) return <Alert type="error" title={tree.error.message} />;

  const siblingsOf = (parentId: number) =>
    parentId === 0 ? tree.data : (byId.get(parentId)?.children ?? []);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!dragged || !target) return;
    if (info.dropToGap === false || dragged.parentId !== target.parentId) {
      toast.warning(t.catalogue.sameLevelOnly);
      return;
    }
    // dropPosition is relative to the tree: compare with the target's own index to know before/after.
    const pos = info.node.pos.split('-');
    const targetIndex = Number(pos[pos.length - 1]);
    const after = info.dropPosition > targetIndex;
    const ids = siblingsOf(dragged.parentId)
      .map((n) => n.id)
      .filter((id) => id !== dragged.id);
    const at = ids.indexOf(target.id) + (after ? 1 : 0);
    ids.splice(at, 0, dragged.id);
    void reorderCategories({ parentId: dragged.parentId, orderedIds: ids }).then(() => {
      toast.success(t.catalogue.reordered);
      refresh();
    }, refresh);
  };

  const toTreeData = (nodes: AdminCategoryNode[]): NonNullable<TreeProps['treeData']> =>
    nodes.map((n) => ({
      key: n.id,
      title: (
        <Space size={8}>
          <span>{n.title}</span>
          <Typography.Text type="secondary">{t.catalogue.productCount(n.productCount)}</Typography.Text>
          {!n.visible && <Tag>{t.catalogue.hidden}</Tag>}
          {n.level < 3 && (
            <a
              onClick={(e) => {
                e.stopPropagation();
                setEditing({ parentId: n.id, title: '', visible: true });
              }}
            >
              {t.catalogue.addChild}
            </a>
          )}
          <a
            onClick={(e) => {
              e.stopPropagation();
              setEditing({ id: n.id, parentId: n.parentId, title: n.title, visible: n.visible });
            }}
          >
            {t.common.edit}
          </a>
          <Popconfirm
            title={t.common.deleteConfirm}
            onConfirm={() =>
              deleteCategory(n.id).then(() => {
                toast.success(t.common.saved);
                refresh();
              })
            }
          >
            <a onClick={(e) => e.stopPropagation()}>{t.common.delete}</a>
          </Popconfirm>
        </Space>
      ),
      children: toTreeData(n.children),
    }));

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ parentId: 0, title: '', visible: true })}
        >
          {t.catalogue.addRoot}
        </Button>
        <Typography.Text type="secondary">{t.catalogue.categoriesHelp}</Typography.Text>
      </Space>
      <Tree
        draggable={{ icon: false }}
        blockNode
        showLine
        selectable={false}
        treeData={toTreeData(tree.data)}
        allowDrop={({ dragNode, dropNode, dropPosition }) =>
          dropPosition !== 0 &&
          byId.get(Number(dragNode.key))?.parentId === byId.get(Number(dropNode.key))?.parentId
        }
        onDrop={onDrop}
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing?.id ? t.common.edit : t.common.add}
        initialValues={{ title: editing?.title, visible: editing?.visible }}
        onSubmit={(values) =>
          saveCategory({
            id: editing!.id,
            parentId: editing!.parentId,
            title: values.title.trim(),
            visible: values.visible,
          }).then(() => {
            toast.success(t.common.saved);
            refresh();
          })
        }
        onClose={() => setEditing(null)}
      >
        <RequiredTextItem name="title" label={t.catalogue.categoryName} max={50} />
        <Form.Item name="visible" label={t.catalogue.visible} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </>
  );
}
