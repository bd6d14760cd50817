import { useEffect, useRef } from 'react';
import { LineChart, BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { SalesDay } from '@mall/shared';

// Only what this chart draws is bundled (tree-shaken ECharts core); the module is loaded lazily.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Orders (bars) and amount (line, yuan) for each of the last 30 days. */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption({
      color: ['#1661ab', '#f5a623'],
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['销售额（元）', '订单数'] },
      grid: { left: 56, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: '元' },
        { type: 'value', name: '单', minInterval: 1 },
      ],
      series: [
        {
          name: '销售额（元）',
          type: 'line',
          smooth: true,
          areaStyle: { opacity: 0.12 },
          // Yuan strings from the wire; the chart only draws them.
          data: days.map((d) => Number(d.amount)),
        },
        { name: '订单数', type: 'bar', yAxisIndex: 1, barMaxWidth: 14, data: days.map((d) => d.orders) },
      ],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [days]);
  return <div ref={ref} style={{ height: 320, width: '100%' }} data-testid="sales-chart" />;
}
