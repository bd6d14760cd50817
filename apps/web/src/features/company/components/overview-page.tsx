import { useUrlState } from '@mall/client-kit';
import { Card, DatePicker, Statistic } from 'antd';
import { DownloadButton } from '@/components/download-button';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import { companyCopy } from '@/locales/zh-CN-company';
import { exportCompanyOrders } from '../api/export-orders';
import { useOverview } from '../api/get-overview';
import { money } from '../lib/format';
import { fillMonths } from '../lib/months';
import { SpendBars, SpendColumns } from './spend-chart';
import { LoadState } from '@/components/load-state';
import '../company.css';
import { CentrePanel } from '@/components/centre-panel';

const o = companyCopy.company.overview;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | undefined) => (value && DAY.test(value) ? value : undefined);

/** /company/overview (管理员, 财务): totals and spend by month / department / member / category; 导出订单. */
export function OverviewPage() {
  const url = useUrlState(['from', 'to']);
  const from = day(url.values.from);
  const to = day(url.values.to);
  const query = useOverview(from, to);
  const data = query.data;
  // The server's range when the URL names none (its default period).
  const shownFrom = from ?? data?.from;
  const shownTo = to ?? data?.to;
  const average = data && data.orders > 0 ? Number(data.total) / data.orders : 0;
  const setRange = (range: [Dayjs, Dayjs] | null) =>
    url.set({ from: range?.[0].format('YYYY-MM-DD'), to: range?.[1].format('YYYY-MM-DD') });

  return (
    <CentrePanel headingId="company-overview-title" title={o.title}>
      <div className="mall-centre-toolbar">
        <span>{o.range}</span>
        <DatePicker.RangePicker
          aria-label={o.range}
          allowClear={false}
          value={shownFrom && shownTo ? [dayjs(shownFrom), dayjs(shownTo)] : null}
          onChange={(range) => range?.[0] && range[1] && setRange([range[0], range[1]])}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
          presets={[
            { label: o.last30, value: [dayjs().subtract(29, 'day'), dayjs()] },
            { label: o.thisYear, value: [dayjs().startOf('year'), dayjs()] },
            { label: o.last12, value: [dayjs().subtract(11, 'month').startOf('month'), dayjs()] },
          ]}
        />
        <span className="spacer" />
        <DownloadButton
          download={() =>
            exportCompanyOrders(shownFrom, shownTo, o.exportName(shownFrom ?? '', shownTo ?? ''))
          }
          saved={o.exported}
        >
          {o.export}
        </DownloadButton>
      </div>
      {!data ? (
        <LoadState
          query={query}
          failed={companyCopy.company.common.loadFailed}
          retry={companyCopy.company.common.retry}
          loadingClass="mall-company-loading"
        />
      ) : (
        <div className={query.isFetching ? 'mall-overview is-fetching' : 'mall-overview'}>
          <div className="mall-overview-stats">
            <Card size="small">
              <Statistic title={o.total} prefix="¥" value={money(data.total)} />
            </Card>
            <Card size="small">
              <Statistic title={o.orders} value={data.orders} />
            </Card>
            <Card size="small">
              <Statistic title={o.average} prefix="¥" value={money(average)} />
            </Card>
            <Card size="small">
              <Statistic title={o.range} value={`${data.from} ~ ${data.to}`} className="range" />
            </Card>
          </div>
          <Card size="small" title={o.byMonth} className="mall-overview-card wide">
            <SpendColumns rows={fillMonths(data.byMonth, data.from, data.to)} label={o.byMonth} />
          </Card>
          <div className="mall-overview-grid">
            <Card size="small" title={o.byDepartment} className="mall-overview-card">
              <SpendBars rows={data.byDepartment} label={o.byDepartment} />
            </Card>
            <Card size="small" title={o.byMember} className="mall-overview-card">
              <SpendBars rows={data.byMember} label={o.byMember} />
            </Card>
            <Card size="small" title={o.byCategory} className="mall-overview-card wide">
              <SpendBars rows={data.byCategory} label={o.byCategory} />
            </Card>
          </div>
        </div>
      )}
    </CentrePanel>
  );
}
