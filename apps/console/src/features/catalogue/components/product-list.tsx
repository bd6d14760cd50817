import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Image, Space, Table, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminProductListItem } from '@mall/shared';
import { FilterForm, reportActionError } from '@mall/client-kit';
import { FilterFields, keywordField, optionsOf, selectField } from '@/components/filter-fields';
import { Money } from '@/components/money';
import { StatusTag } from '@/components/status-tag';
import { formatTime } from '@/lib/dates';
import { urlPagination } from '@mall/client-kit';
import { toast } from '@/lib/toast';
import { numberOf, useUrlState } from '@mall/client-kit';
import { t } from '@/locales/zh-CN';
import { PRODUCT_REVIEW, PRODUCT_REVIEW_LABEL } from '@mall/shared';
import { ReasonModal } from '@/components/reason-modal';
import { isPortal } from '@/config/surface';
import {
  catalogueKeys,
  exportProducts,
  reviewProduct,
  setShelf,
  submitProduct,
  useProducts,
} from '../api/catalogue';
import { BrandSelect } from './brand-select';
import { CategorySelect } from './category-select';

const KEYS = ['keyword', 'categoryId', 'brandId', 'onShelf', 'reviewStatus'] as const;
type FormValues = {
  keyword?: string;
  categoryId?: number;
  brandId?: number;
  onShelf?: string;
  reviewStatus?: string;
};
/** After the category and brand pickers: on or off the shelf, and where the review stands. */
const STATE_FIELDS = [
  selectField('onShelf', t.catalogue.shelf, 100, [
    { value: 'true', label: t.catalogue.onShelf },
    { value: 'false', label: t.catalogue.offShelf },
  ]),
  selectField('reviewStatus', t.catalogue.review, 100, optionsOf(PRODUCT_REVIEW_LABEL)),
];

/** Products with search and filters in the URL; bulk on/off shelf; export of the filtered list. */
export function ProductList({
  editHref,
  newHref,
  importHref,
}: {
  editHref: (id: number) => string;
  newHref: string;
  importHref: string;
}) {
  const { values, set, reset, page, size } = useUrlState(KEYS);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  const submit = (id: number) =>
    void submitProduct(id).then(
      () => {
        toast.success(t.catalogue.submitted);
        refresh();
      },
      () => undefined,
    );
  const approve = (id: number) =>
    void reviewProduct({ id, approve: true }).then(
      () => {
        toast.success(t.catalogue.approved);
        refresh();
      },
      () => undefined,
    );
  const filters = {
    keyword: values.keyword,
    categoryId: numberOf(values.categoryId),
    brandId: numberOf(values.brandId),
    onShelf: values.onShelf === 'true' ? true : values.onShelf === 'false' ? false : undefined,
    reviewStatus: numberOf(values.reviewStatus),
  };
  const list = useProducts({ ...filters, pageNum: page, pageSize: size });
  const shelf = (onShelf: boolean) => {
    if (selected.length === 0) return toast.warning(t.catalogue.noSelection);
    void setShelf({ ids: selected, onShelf }).then(
      (r) => {
        toast.success(onShelf ? t.catalogue.onShelfDone(r.updated) : t.catalogue.offShelfDone(r.updated));
        setSelected([]);
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      },
      () => undefined,
    );
  };
  return (
    <>
      <FilterForm<FormValues>
        values={values}
        onSubmit={set}
        onReset={reset}
        toForm={(v) => ({ ...v, categoryId: numberOf(v.categoryId), brandId: numberOf(v.brandId) })}
        fromForm={(f) => ({
          keyword: f.keyword?.trim() || undefined,
          categoryId: f.categoryId ? String(f.categoryId) : undefined,
          brandId: f.brandId ? String(f.brandId) : undefined,
          onShelf: f.onShelf,
          reviewStatus: f.reviewStatus,
        })}
      >
        <FilterFields fields={[keywordField(220, t.catalogue.keyword)]} />
        <Form.Item name="categoryId" label={t.catalogue.category}>
          <CategorySelect style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="brandId" label={t.catalogue.brand}>
          <BrandSelect style={{ width: 180 }} />
        </Form.Item>
        <FilterFields fields={STATE_FIELDS} />
      </FilterForm>
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={newHref}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t.catalogue.newProduct}
          </Button>
        </Link>
        <Button disabled={selected.length === 0} onClick={() => shelf(true)}>
          {t.catalogue.onShelf}
        </Button>
        <Button disabled={selected.length === 0} onClick={() => shelf(false)}>
          {t.catalogue.offShelf}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportProducts(filters).catch(reportActionError)}
        >
          {t.catalogue.export}
        </Button>
        <Link to={importHref}>
          <Button icon={<UploadOutlined />}>{t.catalogue.import}</Button>
        </Link>
      </Space>
      <Table<AdminProductListItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={urlPagination(page, size, list.data?.total, set)}
        columns={[
          { title: '编号', dataIndex: 'id', width: 80 },
          {
            title: t.catalogue.title,
            render: (_, p) => (
              <Space>
                <Image src={p.image} width={40} height={40} preview={false} />
                <div>
                  <Link to={editHref(p.id)}>
                    <Typography.Text ellipsis style={{ maxWidth: 320 }}>
                      {p.title}
                    </Typography.Text>
                  </Link>
                  <div>
                    <Typography.Text type="secondary">
                      {p.brandName} · {p.modelNo}
                    </Typography.Text>
                  </div>
                </div>
              </Space>
            ),
          },
          { title: t.catalogue.category, dataIndex: 'categoryPath' },
          {
            title: t.catalogue.minPrice,
            dataIndex: 'minPrice',
            align: 'right',
            render: (v: string) => <Money yuan={v} />,
          },
          { title: t.catalogue.skuCount, dataIndex: 'skuCount', align: 'right' },
          { title: t.catalogue.totalStock, dataIndex: 'totalStock', align: 'right' },
          { title: t.catalogue.salesCount, dataIndex: 'salesCount', align: 'right' },
          {
            title: t.catalogue.shelf,
            dataIndex: 'onShelf',
            render: (v: boolean) => <StatusTag label={v ? t.catalogue.onShelf : t.catalogue.offShelf} />,
          },
          ...(isPortal ? [] : [{ title: t.catalogue.seller, dataIndex: 'sellerName' as const, width: 140 }]),
          {
            title: t.catalogue.review,
            render: (_, p) => (
              <span title={p.reviewReason || undefined}>
                <StatusTag label={PRODUCT_REVIEW_LABEL[p.reviewStatus] ?? ''} />
                {p.reviewStatus === PRODUCT_REVIEW.REJECTED && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {p.reviewReason}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { title: t.common.createdAt, dataIndex: 'createdAt', render: formatTime },
          {
            title: t.common.actions,
            render: (_, p) => (
              <Space size="small">
                <Link to={editHref(p.id)}>{t.common.edit}</Link>
                {isPortal &&
                  (p.reviewStatus === PRODUCT_REVIEW.DRAFT || p.reviewStatus === PRODUCT_REVIEW.REJECTED) && (
                    <Button type="link" size="small" onClick={() => submit(p.id)}>
                      {t.catalogue.submitReview}
                    </Button>
                  )}
                {!isPortal && p.reviewStatus === PRODUCT_REVIEW.PENDING && (
                  <>
                    <Button type="link" size="small" onClick={() => approve(p.id)}>
                      {t.catalogue.approve}
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setRejecting(p.id)}>
                      {t.catalogue.reject}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t.catalogue.reject}
        label={t.catalogue.rejectReason}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          reviewProduct({ id: rejecting!, approve: false, reason }).then(() => {
            toast.success(t.catalogue.rejected);
            setRejecting(null);
            refresh();
          })
        }
      />
    </>
  );
}
