import { useState, type ReactNode } from 'react';
import { Button, Card, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  PART_NUMBER_KIND_LABEL,
  PART_NUMBER_KINDS,
  type AdminSku,
  type PartNumber,
  type PartNumberKind,
  type SubstituteLink,
} from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { QueryTable, SmallTable } from '@/components/unpaged-tables';
import { toast } from '@/lib/toast';
import { t } from '@/locales/zh-CN';
import {
  addPartNumber,
  deletePartNumber,
  linkSubstitute,
  parametricKeys,
  unlinkSubstitute,
  usePartNumbers,
  useSubstitutes,
} from '../api/parametric';

const p = t.partNumbers;
const s = t.substitutes;
const KIND_OPTIONS = PART_NUMBER_KINDS.map((k) => ({ value: k, label: PART_NUMBER_KIND_LABEL[k] }));

const specText = (sku: AdminSku) => Object.values(sku.spec).join(' / ') || sku.code;

type Box = {
  label: string;
  placeholder?: string;
  max: number;
  width: number;
  text: [string, (v: string) => void];
};

/**
 * The card's inline editor: text boxes (and `between` after the first) and its button. The card sits inside
 * the product's own <Form>, so these are plain inputs, not a nested form; Enter runs `onAdd` once the first
 * box holds text and never submits the product form.
 */
function InlineAdder({
  boxes,
  between,
  button,
  busy,
  onAdd,
}: {
  boxes: Box[];
  between?: ReactNode;
  button: string;
  busy: boolean;
  onAdd: () => void;
}) {
  const ready = boxes[0]!.text[0].trim() !== '';
  const box = (b: Box, i: number) => (
    <Input
      key={b.label}
      aria-label={b.label}
      placeholder={b.placeholder ?? b.label}
      maxLength={b.max}
      style={{ width: b.width }}
      value={b.text[0]}
      onChange={(e) => b.text[1](e.target.value)}
      onPressEnter={(e) => {
        e.preventDefault();
        if (i === 0 && ready) onAdd();
      }}
    />
  );
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {box(boxes[0]!, 0)}
      {between}
      {boxes.slice(1).map((b, i) => box(b, i + 1))}
      <Button disabled={!ready} loading={busy} onClick={onAdd}>
        {button}
      </Button>
    </Space>
  );
}

/** The last column of a row that can be removed: a confirmed link, then the list is read again. */
const removeColumn = <Row,>(
  label: string,
  confirm: (row: Row) => string,
  remove: (row: Row) => Promise<unknown>,
) => ({
  title: t.common.actions,
  width: 100,
  render: (_: unknown, row: Row) => (
    <Popconfirm title={confirm(row)} onConfirm={() => remove(row)}>
      <a>{label}</a>
    </Popconfirm>
  ),
});

/**
 * A saved product's 零件号 per SKU (the console and a shop's portal) and, in the console, its 替代品: the
 * operators' links and what the typed-attribute rule proposes. The SKU is picked at the top.
 */
export function ProductPartsCard({ skus, substitutes }: { skus: AdminSku[]; substitutes: boolean }) {
  const [skuId, setSkuId] = useState<number | undefined>(skus[0]?.id);
  if (!skus.length || skuId === undefined) return null;
  return (
    <Card
      data-testid="product-parts"
      title={substitutes ? p.title : p.numbersTitle}
      size="small"
      extra={
        skus.length > 1 && (
          <Space>
            <span>{p.sku}</span>
            <Select
              aria-label={p.sku}
              style={{ minWidth: 220 }}
              value={skuId}
              onChange={setSkuId}
              options={skus.map((k) => ({ value: k.id, label: `${k.code} · ${specText(k)}` }))}
            />
          </Space>
        )
      }
    >
      <PartNumbers skuId={skuId} />
      {substitutes && <Substitutes skuId={skuId} />}
    </Card>
  );
}

/** Reads a list of the card again (after an add or a removal). */
function useRefresh(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}

function PartNumbers({ skuId }: { skuId: number }) {
  const list = usePartNumbers(skuId);
  const refresh = useRefresh(parametricKeys.partNumbers(skuId));
  const [number, source] = [useState(''), useState('')];
  const [kind, setKind] = useState<PartNumberKind>('manufacturer');
  const add = useAction(
    () => addPartNumber({ skuId, number: number[0].trim(), kind, source: source[0].trim() }),
    {
      onSuccess: () => {
        toast.success(p.added);
        number[1]('');
        source[1]('');
        void refresh();
      },
    },
  );
  return (
    <section aria-label={p.numbersTitle}>
      <Typography.Paragraph type="secondary">{p.intro}</Typography.Paragraph>
      <InlineAdder
        boxes={[
          { label: p.number, max: 64, width: 180, text: number },
          { label: p.source, placeholder: p.sourcePlaceholder, max: 32, width: 140, text: source },
        ]}
        between={
          <Select
            aria-label={p.kind}
            options={KIND_OPTIONS}
            style={{ width: 120 }}
            value={kind}
            onChange={setKind}
          />
        }
        button={p.add}
        busy={add.isPending}
        onAdd={() => void add.run()}
      />
      <QueryTable<PartNumber>
        rowKey="id"
        size="small"
        query={list}
        locale={{ emptyText: p.none }}
        columns={[
          { title: p.number, dataIndex: 'number' },
          { title: p.kind, dataIndex: 'kindLabel', width: 110 },
          { title: p.source, dataIndex: 'source', render: (v: string) => v || '—' },
          removeColumn<PartNumber>(
            t.common.delete,
            (n) => p.deleteConfirm(n.number),
            (n) => deletePartNumber(n.id).then(refresh),
          ),
        ]}
      />
    </section>
  );
}

/** A SKU beside a link or a proposal: title (已下架 when off shelf), then code, brand, model and spec. */
const skuCell = (k: SubstituteLink['substitute']) => (
  <Space orientation="vertical" size={0}>
    <span>
      {k.title} {!k.onShelf && <Tag>{s.offShelf}</Tag>}
    </span>
    <Typography.Text type="secondary">
      {[k.code, k.brandName, k.modelNo, k.spec].filter(Boolean).join(' · ')}
    </Typography.Text>
  </Space>
);

function Substitutes({ skuId }: { skuId: number }) {
  const list = useSubstitutes(skuId);
  const refresh = useRefresh(parametricKeys.substitutes(skuId));
  const [code, note] = [useState(''), useState('')];
  const link = useAction(
    (v: { code?: string; id?: number; note?: string }) =>
      linkSubstitute({ skuId, substituteSkuId: v.id, substituteSkuCode: v.code, note: v.note }),
    {
      onSuccess: () => {
        toast.success(s.linked);
        code[1]('');
        note[1]('');
        void refresh();
      },
    },
  );
  return (
    <section aria-label={s.title} style={{ marginTop: 20 }}>
      <Typography.Title level={5}>{s.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <InlineAdder
        boxes={[
          { label: s.skuCode, placeholder: s.skuCodePlaceholder, max: 64, width: 180, text: code },
          { label: s.note, placeholder: s.notePlaceholder, max: 100, width: 240, text: note },
        ]}
        button={s.link}
        busy={link.isPending}
        onAdd={() => void link.run({ code: code[0].trim(), note: note[0].trim() || undefined })}
      />
      <SmallTable<SubstituteLink>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.links ?? []}
        locale={{ emptyText: s.none }}
        columns={[
          { title: s.linked, render: (_, l) => skuCell(l.substitute) },
          { title: s.note, dataIndex: 'note', render: (v: string) => v || '—' },
          removeColumn<SubstituteLink>(
            s.unlink,
            () => s.unlinkConfirm,
            (l) => unlinkSubstitute(l.id).then(refresh),
          ),
        ]}
      />
      <Typography.Text strong style={{ display: 'block', margin: '12px 0 8px' }}>
        {s.proposed}
      </Typography.Text>
      <SmallTable<SubstituteLink['substitute']>
        rowKey="skuId"
        dataSource={list.data?.proposed ?? []}
        locale={{ emptyText: s.proposedNone }}
        columns={[
          { title: p.sku, render: (_, k) => skuCell(k) },
          {
            title: t.common.actions,
            width: 100,
            render: (_, k) => <a onClick={() => void link.run({ id: k.skuId })}>{s.link}</a>,
          },
        ]}
      />
    </section>
  );
}
