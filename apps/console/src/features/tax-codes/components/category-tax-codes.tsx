import { useMemo, useState } from 'react';
import { Alert, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { CategoryTaxCode } from '@mall/shared';
import { FormModal } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { saveCategoryTaxCode, taxCodeKeys, useCategoryTaxCodes } from '../api/tax-codes';
import { TaxCodeSelect } from './tax-code-select';

const c = t.taxCodes;

/** A category row: its path (一级 / 二级 / 三级), where its code comes from, and its children in the tree. */
type CategoryRow = CategoryTaxCode & { path: string; from: string | null; children?: CategoryRow[] };

/**
 * The rows as a tree (the server answers parents before children), each with its path and, when it inherits,
 * the ancestor whose code applies.
 */
function categoryRows(list: CategoryTaxCode[]): CategoryRow[] {
  const byId = new Map<number, CategoryRow>();
  const roots: CategoryRow[] = [];
  for (const item of list) {
    const parent = byId.get(item.parentId);
    const row: CategoryRow = {
      ...item,
      path: parent ? `${parent.path} / ${item.title}` : item.title,
      from: item.code ? null : parent ? (parent.code ? parent.title : parent.from) : null,
    };
    byId.set(item.categoryId, row);
    if (parent) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

const flatten = (rows: CategoryRow[]): CategoryRow[] =>
  rows.flatMap((r) => [{ ...r, children: undefined }, ...flatten(r.children ?? [])]);

/**
 * Each category's own 税收分类编码 and the one that applies (its own, else the nearest ancestor's); 设置编码 sets
 * one or clears it (沿用上级). A name typed in the box lists the matching categories with their paths.
 */
export function CategoryTaxCodes() {
  const list = useCategoryTaxCodes();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<CategoryRow | null>(null);
  const tree = useMemo(() => categoryRows(list.data ?? []), [list.data]);
  const word = keyword.trim();
  const rows = word ? flatten(tree).filter((r) => r.title.includes(word)) : tree;

  if (list.isError) return <Alert type="error" title={list.error.message} />;
  return (
    <>
      <Input
        allowClear
        placeholder={c.categoryKeyword}
        aria-label={c.categoryKeyword}
        style={{ width: 260, marginBottom: 16 }}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Table<CategoryRow>
        rowKey="categoryId"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        pagination={word ? { pageSize: 20, hideOnSinglePage: true } : false}
        columns={[
          { title: c.category, render: (_, r) => (word ? r.path : r.title) },
          {
            title: c.ownCode,
            render: (_, r) => r.code ?? <Tag>{r.parentId === 0 ? c.noneSet : c.inherited}</Tag>,
          },
          {
            title: c.effective,
            render: (_, r) =>
              r.effective ? (
                <Space size={4} wrap>
                  <span>{r.effective.code}</span>
                  {r.from && <Typography.Text type="secondary">（{r.from}）</Typography.Text>}
                </Space>
              ) : (
                <Tag color="red">{c.noneSet}</Tag>
              ),
          },
          { title: c.shortName, render: (_, r) => r.effective?.shortName ?? t.common.none },
          { title: c.rate, width: 80, render: (_, r) => r.effective?.rateLabel ?? t.common.none },
          {
            title: t.common.actions,
            width: 100,
            render: (_, r) => <a onClick={() => setEditing(r)}>{c.setCategory}</a>,
          },
        ]}
      />
      <FormModal<{ code?: string }>
        open={editing !== null}
        title={editing ? c.categoryDialog(editing.title) : ''}
        name="category-tax-code"
        initialValues={{ code: editing?.code ?? undefined }}
        intro={<Alert type="info" showIcon title={c.categoryHelp} style={{ marginBottom: 16 }} />}
        onSubmit={(v) =>
          saveCategoryTaxCode({ categoryId: editing!.categoryId, code: v.code ?? null }).then(() => {
            toast.success(c.categorySaved);
            void queryClient.invalidateQueries({ queryKey: taxCodeKeys.all });
          })
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item name="code" label={c.code}>
          <TaxCodeSelect placeholder={c.inherit} />
        </Form.Item>
      </FormModal>
    </>
  );
}
