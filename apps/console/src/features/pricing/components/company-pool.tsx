import { useState, type ReactNode } from 'react';
import { Button, Input, Popconfirm, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { POOL_SHEET_COLUMNS, POOL_SHEET_HELP, type AdminPoolProduct } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { SheetImport } from '@/components/sheet-import';
import { useLocalList } from '@/lib/local-list';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  addToPool,
  downloadPoolTemplate,
  importPool,
  poolKeys,
  removeFromPool,
  switchPool,
  usePool,
  usePoolProducts,
} from '../api/pricing';

const p = t.pricing;
const COLUMNS = Object.fromEntries(POOL_SHEET_COLUMNS.map((c) => [c, POOL_SHEET_HELP[c]]));

/**
 * 商品池 of one company: the switch, the products (search, remove), add by codes, and the shared
 * all-or-nothing .xlsx import screen. `companySelect` is the page's company picker.
 */
export function CompanyPool({
  companyId,
  companySelect,
}: {
  companyId: number | undefined;
  companySelect: ReactNode;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: poolKeys.all });
  const { filters, page, filter, tableProps } = useLocalList({ keyword: '' }, 20);
  const [codes, setCodes] = useState('');
  const pool = usePool(companyId);
  const list = usePoolProducts({ companyId: companyId ?? 0, ...filters, ...page });
  const adding = useAction(
    (change: { companyId: number; codes: string[] }) => addToPool(change.companyId, change.codes),
    {
      onSuccess: async (result) => {
        toast.success(p.poolAdded(result.added));
        if (result.unknown.length) toast.warning(p.poolUnknown(result.unknown.join('、')));
        setCodes('');
        await refresh();
      },
    },
  );
  const switching = useAction(
    (change: { companyId: number; on: boolean }) => switchPool(change.companyId, change.on),
    {
      onSuccess: async (_, { on }) => {
        toast.success(on ? p.poolEnabled : p.poolDisabled);
        await refresh();
      },
    },
  );
  const removing = useAction(
    (change: { companyId: number; productId: number }) =>
      removeFromPool(change.companyId, [change.productId]),
    { onSuccess: refresh },
  );

  if (!companyId)
    return (
      <Space direction="vertical">
        {companySelect}
        <Typography.Text type="secondary">{p.poolPick}</Typography.Text>
      </Space>
    );
  const add = async () => {
    const wanted = codes
      .split(/[\s,，、]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    if (!wanted.length) return;
    await adding.run({ companyId, codes: wanted });
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Space wrap>
        {companySelect}
        <Switch
          checked={pool.data?.enabled ?? false}
          loading={pool.isFetching}
          checkedChildren={p.poolOn}
          unCheckedChildren={p.poolOff}
          onChange={(on) => void switching.run({ companyId, on })}
        />
        <Tag>{p.poolSize(pool.data?.products ?? 0)}</Tag>
      </Space>
      <Typography.Text type="secondary">{p.poolHelp}</Typography.Text>
      <Tabs
        items={[
          {
            key: 'list',
            label: p.poolList,
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Input.Search
                    allowClear
                    placeholder={p.poolKeyword}
                    style={{ width: 260 }}
                    onSearch={(v) => filter({ keyword: v.trim() })}
                  />
                  <Input
                    style={{ width: 360 }}
                    placeholder={p.poolCodes}
                    value={codes}
                    onChange={(e) => setCodes(e.target.value)}
                    onPressEnter={() => void add()}
                  />
                  <Button type="primary" onClick={() => void add()}>
                    {p.poolAdd}
                  </Button>
                </Space>
                <Table<AdminPoolProduct>
                  rowKey="productId"
                  size="small"
                  {...tableProps(list)}
                  columns={[
                    { title: p.poolProductId, dataIndex: 'productId', width: 100 },
                    { title: p.poolTitle, dataIndex: 'title' },
                    { title: p.poolBrand, dataIndex: 'brandName', width: 120 },
                    { title: p.poolModel, dataIndex: 'modelNo', width: 140 },
                    { title: p.poolSkuCodes, dataIndex: 'codes', width: 200 },
                    {
                      title: p.poolShelf,
                      dataIndex: 'onShelf',
                      width: 80,
                      render: (on: boolean) => (on ? p.poolOnShelf : p.poolOffShelf),
                    },
                    {
                      title: p.poolAction,
                      key: 'action',
                      width: 80,
                      render: (_, r) => (
                        <Popconfirm
                          title={p.poolRemoveConfirm}
                          onConfirm={() => void removing.run({ companyId, productId: r.productId })}
                        >
                          <Button type="link" size="small" danger>
                            {p.poolRemove}
                          </Button>
                        </Popconfirm>
                      ),
                    },
                  ]}
                />
              </Space>
            ),
          },
          {
            key: 'import',
            label: p.poolImport,
            children: (
              <SheetImport
                help={p.poolImportHelp}
                columns={COLUMNS}
                upload={importPool(companyId)}
                downloadTemplate={downloadPoolTemplate}
                doneText={(r) => p.poolImportDone(r.rows, r.added)}
                invalidate={poolKeys.all}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}
