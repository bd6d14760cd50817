import { Alert, Button, Descriptions, Result, Space, Spin, Table, Tag } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { QuotationLine } from '@mall/shared';
import { useAction } from '@mall/client-kit';
import { DownloadButton } from '@/components/download-button';
import { LineMaterialCode } from '@/components/line-product';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { navigate } from '@/lib/navigation';
import { toast } from '@/lib/toast';
import { addQuotationToCart, downloadQuotation, useQuotation } from '../api/quotation-api';
import { validTo } from '../lib/valid-to';
import '../quotation.css';

const c = t.quotation;

/** /quotations/detail?id=: the quotation as printed, its PDF/Excel downloads and 按报价单下单. */
export function QuotationDetailPage({ id, areaCode }: { id: number; areaCode: string }) {
  const query = useQuotation(id);
  const order = useAction(() => addQuotationToCart({ id, areaCode }), {
    onSuccess: (report) => {
      const refused = report.lines.filter((l) => !l.ok);
      if (refused.length)
        toast.warning(
          `${c.someRefused(refused.length)}：${refused.map((l) => `${l.title}（${l.msg}）`).join('；')}`,
        );
      else toast.success(report.expired ? c.orderedExpired : c.ordered);
      navigate(paths.cart.getHref());
    },
  });
  if (!query.data) {
    return query.error || id === 0 ? (
      <Result
        status="warning"
        title={c.loadFailed}
        extra={<Link to={paths.quotations.getHref()}>{c.back}</Link>}
      />
    ) : (
      <div className="mall-quotation-loading">
        <Spin />
      </div>
    );
  }
  const q = query.data;
  const expired = q.state !== '有效';
  const until = validTo(q.expiresAt);

  return (
    <div className="mall-quotation mall-quotation-detail">
      <div className="head">
        <h1>
          报价单 {q.quotationNo} <Tag color={expired ? 'default' : 'green'}>{q.state}</Tag>
        </h1>
        <Space>
          <DownloadButton download={() => downloadQuotation({ id, format: 'pdf' })} saved={c.downloaded}>
            {c.downloadPdf}
          </DownloadButton>
          <DownloadButton download={() => downloadQuotation({ id, format: 'xlsx' })} saved={c.downloaded}>
            {c.downloadXlsx}
          </DownloadButton>
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            loading={order.isPending}
            onClick={() => void order.run()}
          >
            {c.order}
          </Button>
        </Space>
      </div>
      <Alert
        type={expired ? 'warning' : 'info'}
        showIcon
        message={expired ? c.expiredNotice : c.validNotice(until)}
      />
      <Descriptions size="small" column={3} className="info">
        <Descriptions.Item label={c.customer}>{q.companyName || '—'}</Descriptions.Item>
        <Descriptions.Item label={c.contact}>{q.contactName || '—'}</Descriptions.Item>
        <Descriptions.Item label={c.mobile}>{q.contactMobile || '—'}</Descriptions.Item>
        <Descriptions.Item label={c.date}>{q.date}</Descriptions.Item>
        <Descriptions.Item label={c.validity}>{c.validDays(q.validDays)}</Descriptions.Item>
        <Descriptions.Item label={c.validTo}>{until}</Descriptions.Item>
      </Descriptions>
      <Table<QuotationLine>
        rowKey="skuId"
        size="small"
        pagination={false}
        dataSource={q.lines}
        columns={[
          { title: '序号', key: 'n', width: 56, render: (_, __, i) => i + 1 },
          { title: c.code, dataIndex: 'code', width: 130 },
          {
            title: c.name,
            dataIndex: 'title',
            render: (title: string, l) => (
              <>
                <Link to={paths.goods.getHref(l.skuId)}>{title}</Link>
                <LineMaterialCode code={l.materialCode} />
              </>
            ),
          },
          {
            title: c.spec,
            key: 'spec',
            width: 170,
            render: (_, l) => [l.modelNo, l.spec].filter(Boolean).join(' '),
          },
          { title: c.brand, dataIndex: 'brandName', width: 90 },
          { title: c.unit, dataIndex: 'unit', width: 56 },
          { title: c.quantity, dataIndex: 'quantity', width: 70, align: 'right' },
          {
            title: c.price,
            dataIndex: 'price',
            width: 100,
            align: 'right',
            render: (v: string) => <Price value={v} />,
          },
          {
            title: c.amount,
            dataIndex: 'amount',
            width: 110,
            align: 'right',
            render: (v: string) => <Price value={v} />,
          },
        ]}
      />
      <div className="totals" aria-label={c.total}>
        <div>
          {c.total}：<Price value={q.total} className="big" />
        </div>
        <div className="muted">
          {c.tax}：¥{q.tax}
        </div>
        <div>
          {c.capital}：<strong>{q.totalCapital}</strong>
        </div>
      </div>
      <Link to={paths.quotations.getHref()} className="back">
        {c.back}
      </Link>
    </div>
  );
}
