import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  fenToYuan,
  yuanToFen,
  type BiddingLine,
  type PortalBiddingDetail,
  type PortalQuoteSku,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { BackLink } from '@/components/back-link';
import { ImageUpload } from '@/components/image-upload';
import { Money } from '@/components/money';
import { PageCard } from '@/components/page-card';
import { uploadCatalogueImage } from '@/features/catalogue/api/catalogue';
import { formatTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import { bidKeys, searchQuoteSkus, submitQuote, usePortalBidding } from '../bidding-api';
import { portalPaths } from '../paths';

type LineValue = { skuId?: number; price?: string };
type Values = { deliveryDays: number; validDays: number; remark?: string; attachment?: string };

/** Yuan typed by the merchant → fen (0 when it is not an amount). */
function toFen(yuan: string): number {
  try {
    return yuanToFen(yuan);
  } catch {
    return 0;
  }
}

/** One SKU choice: the shop's approved SKUs, searched on the server as the merchant types. */
function SkuSelect({
  value,
  onChange,
  label,
  initial,
}: {
  value?: number;
  onChange: (v: number | undefined) => void;
  label: string;
  initial: PortalQuoteSku[];
}) {
  const [searched, setSearched] = useState<PortalQuoteSku[] | null>(null);
  const options = searched ?? initial;
  return (
    <Select
      aria-label={label}
      style={{ width: 340 }}
      popupMatchSelectWidth={520}
      allowClear
      showSearch
      filterOption={false}
      value={value}
      placeholder={t.bid.skuPlaceholder}
      onSearch={(k) => void searchQuoteSkus(k).then(setSearched, () => undefined)}
      onChange={(v: number | undefined) => onChange(v)}
      options={options.map((o) => ({
        value: o.skuId,
        label: `${o.modelNo ? `${o.modelNo} · ` : ''}${o.title}${o.specText ? ` ${o.specText}` : ''}${o.priceFen ? `（¥${fenToYuan(o.priceFen)}）` : ''}`,
      }))}
    />
  );
}

/**
 * 竞价报价: the request's lines (no buyer identity, no other supplier), and the shop's quote — for each line it
 * offers, one of its own approved SKUs and a unit price incl. VAT; delivery days, validity, remark, an image.
 * Editable until the deadline; sealed from the other suppliers.
 */
export default function PortalBiddingQuoteRoute() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const d = usePortalBidding(id).data;
  if (!d) return <PageCard title={t.bid.quoteTitle}>{null}</PageCard>;
  // Keyed by the quote's version: a saved quote starts the form again from what was stored.
  return <QuoteForm key={`${d.id}-${d.myQuote?.createdAt ?? ''}`} d={d} />;
}

function QuoteForm({ d }: { d: PortalBiddingDetail }) {
  const id = d.id;
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<Record<number, LineValue>>(() =>
    Object.fromEntries(
      (d.myQuote?.lines ?? []).map((l) => [l.lineNo, { skuId: l.skuId, price: fenToYuan(l.unitPriceFen) }]),
    ),
  );
  const [found, setFound] = useState<PortalQuoteSku[]>([]);
  const b = t.bid;
  const quote = useAction(submitQuote, {
    onSuccess: async () => {
      toast.success(b.submitted);
      await client.invalidateQueries({ queryKey: bidKeys.all });
    },
  });

  useEffect(() => {
    void searchQuoteSkus('').then(setFound, () => undefined);
  }, []);
  // Quoted SKUs stay selectable with their names even when the first page of SKUs misses them.
  const skus = useMemo(
    () => [
      ...found,
      ...(d.myQuote?.lines ?? [])
        .filter((l) => !found.some((s) => s.skuId === l.skuId))
        .map((l) => ({
          skuId: l.skuId,
          title: l.skuTitle ?? String(l.skuId),
          specText: '',
          modelNo: '',
          priceFen: 0,
        })),
    ],
    [found, d.myQuote],
  );
  const open = d.status === 1;
  const fenOf = (l: BiddingLine) => {
    const v = lines[l.lineNo];
    if (!v?.skuId || !v.price) return null;
    const fen = toFen(v.price);
    return fen > 0 ? fen * l.quantity : null;
  };
  const totalFen = d.lines.reduce((n, l) => n + (fenOf(l) ?? 0), 0);
  const set = (lineNo: number, patch: LineValue) =>
    setLines((now) => ({ ...now, [lineNo]: { ...now[lineNo], ...patch } }));

  const submit = async (v: Values) => {
    const chosen = d.lines.filter((l) => lines[l.lineNo]?.skuId);
    if (!chosen.length) return toast.error(b.needOne);
    const body = [];
    for (const l of chosen) {
      const fen = toFen(lines[l.lineNo]!.price ?? '');
      if (fen <= 0) return toast.error(b.priceInvalid(l.lineNo));
      body.push({ lineNo: l.lineNo, skuId: lines[l.lineNo]!.skuId!, unitPriceFen: fen });
    }
    await quote.run({
      id,
      lines: body,
      deliveryDays: v.deliveryDays,
      validDays: v.validDays,
      remark: v.remark ?? '',
      attachment: v.attachment ?? '',
    });
  };

  return (
    <PageCard
      title={
        <>
          {b.quoteTitle} · {d.title} <Tag>{d.statusLabel}</Tag>
        </>
      }
      extra={<BackLink to={portalPaths.biddings.getHref()} label={b.listTitle} />}
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={b.biddingNo}>{d.biddingNo}</Descriptions.Item>
        <Descriptions.Item label={b.area}>{d.areaName}</Descriptions.Item>
        <Descriptions.Item label={b.deadline}>{formatTime(d.deadline)}</Descriptions.Item>
        <Descriptions.Item label={b.invoice}>{b.invoiceTypes[d.invoiceType]}</Descriptions.Item>
        {d.remark && <Descriptions.Item label={b.requestRemark}>{d.remark}</Descriptions.Item>}
      </Descriptions>
      <Alert type={open ? 'info' : 'warning'} showIcon message={open ? b.sealedNote : b.closed} />
      <Table<BiddingLine>
        style={{ marginTop: 12 }}
        rowKey="lineNo"
        pagination={false}
        dataSource={d.lines}
        columns={[
          { title: b.lineNo, dataIndex: 'lineNo', width: 60 },
          {
            title: b.productName,
            render: (_, l) => (
              <>
                {l.productName}
                {l.brand && <div style={{ color: '#999' }}>{l.brand}</div>}
              </>
            ),
          },
          { title: b.spec, dataIndex: 'spec' },
          { title: b.quantity, render: (_, l) => `${l.quantity} ${l.unit}` },
          {
            title: b.sku,
            render: (_, l) => (
              <SkuSelect
                label={`${b.sku} ${l.lineNo}`}
                initial={skus}
                value={lines[l.lineNo]?.skuId}
                onChange={(skuId) => set(l.lineNo, { skuId })}
              />
            ),
          },
          {
            title: b.unitPrice,
            render: (_, l) => (
              <InputNumber<string>
                aria-label={`${b.unitPrice} ${l.lineNo}`}
                stringMode
                min="0.01"
                precision={2}
                disabled={!open}
                value={lines[l.lineNo]?.price ?? null}
                onChange={(v) => set(l.lineNo, { price: v ?? undefined })}
              />
            ),
          },
          {
            title: b.amount,
            render: (_, l) => <Money fen={fenOf(l)} />,
          },
          ...(d.myQuote && !open
            ? [
                {
                  title: b.awarded,
                  render: (_: unknown, l: BiddingLine) =>
                    d.status === 3 ? (
                      d.wonLineNos.includes(l.lineNo) ? (
                        <Tag color="green">{b.awarded}</Tag>
                      ) : (
                        <Tag>{b.lost}</Tag>
                      )
                    ) : null,
                },
              ]
            : []),
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={6}>
              {b.total}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>
              <b data-testid="quote-total">
                <Money fen={totalFen} />
              </b>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Form<Values>
        form={form}
        initialValues={{
          deliveryDays: d.myQuote?.deliveryDays ?? 7,
          validDays: 15,
          remark: d.myQuote?.remark ?? '',
          attachment: d.myQuote?.attachment ?? '',
        }}
        layout="inline"
        style={{ marginTop: 16, rowGap: 12 }}
        disabled={!open}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="deliveryDays" label={b.deliveryDays} rules={[{ required: true }]}>
          <InputNumber min={1} max={365} precision={0} />
        </Form.Item>
        <Form.Item name="validDays" label={b.validDays} rules={[{ required: true }]}>
          <InputNumber min={1} max={180} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={b.remark}>
          <Input maxLength={200} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name="attachment" label={b.attachment}>
          <ImageUpload upload={uploadCatalogueImage} />
        </Form.Item>
        {open && (
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={quote.isPending}>
                {d.myQuote ? b.update : b.submit}
              </Button>
            </Space>
          </Form.Item>
        )}
      </Form>
    </PageCard>
  );
}
