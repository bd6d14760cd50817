import { Table } from 'antd';
import { Link } from 'react-router';
import { groupByPlace, type PurchaseRequest } from '@mall/shared';
import { Price } from '@/components/price';
import { LineImage } from '@/components/line-image';
import { paths } from '@/config/paths';
import { companyCopy } from '@/locales/zh-CN-company';
import { deliveryCopy } from '@/locales/zh-CN-delivery';
import { Money } from './money';

const d = companyCopy.company.detail;
type Line = PurchaseRequest['lines'][number];
/** A line, or (分地址配送) the heading of the lines that go to one place. */
type Row = { key: string; line: Line } | { key: string; place: string };
const COLUMNS = 4;

/** The heading row spans the table; its other cells are left out. */
const placeCell = (row: Row, first = false) => ('place' in row ? { colSpan: first ? COLUMNS : 0 } : {});

/** 分地址配送: the request's lines by the place each goes to (one place when none goes elsewhere). */
export function requestPlaces(request: PurchaseRequest) {
  const { name, mobile, fullAddress } = request.address;
  const own = { contactName: name, mobile, fullAddress };
  return groupByPlace(request.lines, (l) => l.deliveryAddress ?? own);
}

/**
 * The request's lines with their total. 分地址配送: when any line goes elsewhere than the request's address,
 * the lines are listed under the address each goes to (送至：…), as the order detail lists them.
 */
export function RequestLines({ request }: { request: PurchaseRequest }) {
  const places = requestPlaces(request);
  const split = places.length > 1;
  const rows: Row[] = places.flatMap((p) => [
    ...(split
      ? [
          {
            key: `place-${p.key}`,
            place: `${deliveryCopy.shipTo}${p.address.contactName} ${p.address.mobile} ${p.address.fullAddress}`,
          },
        ]
      : []),
    ...p.items.map((line) => ({ key: String(line.skuId), line })),
  ]);
  return (
    <>
      {split && <div className="muted">{deliveryCopy.groups(places.length)}</div>}
      <Table<Row>
        rowKey="key"
        size="middle"
        pagination={false}
        dataSource={rows}
        rowClassName={(row) => ('place' in row ? 'mall-request-place' : '')}
        columns={[
          {
            title: d.colProduct,
            onCell: (row) => placeCell(row, true),
            render: (_, row) =>
              'place' in row ? (
                <strong>{row.place}</strong>
              ) : (
                <div className="mall-request-line">
                  <LineImage line={row.line} />
                  <div>
                    <Link to={paths.goods.getHref(row.line.skuId)} className="mall-ellipsis-2">
                      {row.line.title}
                    </Link>
                    {row.line.specValues.length > 0 && (
                      <div className="muted">
                        {d.spec}
                        {row.line.specValues.join('；')}
                      </div>
                    )}
                  </div>
                </div>
              ),
          },
          {
            title: d.colPrice,
            width: 120,
            onCell: (row) => placeCell(row),
            render: (_, row) => ('line' in row ? <Price value={row.line.price} /> : null),
          },
          {
            title: d.colQuantity,
            width: 100,
            onCell: (row) => placeCell(row),
            render: (_, row) => ('line' in row ? `×${row.line.quantity}${row.line.unit}` : null),
          },
          {
            title: d.colAmount,
            width: 130,
            align: 'right',
            onCell: (row) => placeCell(row),
            render: (_, row) => ('line' in row ? <Money value={row.line.amount} /> : null),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={COLUMNS - 1} align="right">
              {d.amount}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Money value={request.amount} />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </>
  );
}
