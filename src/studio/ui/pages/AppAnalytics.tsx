import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { tool } from '../api.ts';
import { Card, Empty, ErrorNote, Loading, useLoad } from '../ui.tsx';

function Bars({ rows }: { rows: Array<{ label: string; value: number }> }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  if (!rows.length) return <p className="text-sm text-slate-500">Nothing yet.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {rows.map((r) => (
        <li key={r.label} className="grid grid-cols-[minmax(0,1fr)_3rem] items-center gap-2">
          <div className="relative h-6 overflow-hidden rounded bg-slate-100">
            <div className="absolute inset-y-0 left-0 bg-indigo-200" style={{ width: `${(r.value / max) * 100}%` }} />
            <span className="relative px-2 leading-6 break-all">{r.label}</span>
          </div>
          <span className="text-right tabular-nums">{r.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Views per day (uPlot), top pages, referrers and devices of the published app. */
export default function AppAnalytics() {
  const { appId = '' } = useParams();
  const [days, setDays] = useState(30);
  const data = useLoad(() => tool('get_app_analytics', { app_id: appId, days }), [appId, days]);
  const chart = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!data.data || !chart.current) return;
    const series = data.data.daily as Array<{ day: string; views: number; unique_visitors?: number; visitors?: number }>;
    const xs = series.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const width = Math.max(280, chart.current.clientWidth);
    const plot = new uPlot(
      {
        width,
        height: 220,
        series: [{}, { label: 'Views', stroke: '#4f46e5', fill: 'rgba(79,70,229,0.1)' }],
        axes: [{}, { size: 40 }],
      },
      [xs, series.map((d) => d.views)],
      chart.current,
    );
    return () => plot.destroy();
  }, [data.data]);
  const d = data.data;
  return (
    <div className="space-y-4">
      <label className="text-sm">
        Window{' '}
        <select
          aria-label="Window"
          className="rounded border border-slate-300 px-2 py-1"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          <option value={7}>7 days</option>
          <option value={30}>30 days</option>
          <option value={90}>90 days</option>
        </select>
      </label>
      {data.loading && !d ? <Loading /> : null}
      <ErrorNote error={data.error} />
      {d && d.total_views === 0 ? (
        <Empty title="No views yet">Publish the app and share its link; views of the published app appear here.</Empty>
      ) : null}
      <Card title={d ? `Views per day · ${d.total_views} views, ${d.unique_visitors} visitors` : 'Views per day'}>
        <div ref={chart} data-testid="views-chart" />
      </Card>
      {d ? (
        <div className="grid gap-4 md:grid-cols-3">
          <Card title="Top pages">
            <Bars rows={d.top_pages.map((p: any) => ({ label: p.path, value: p.views }))} />
          </Card>
          <Card title="Referrers">
            <Bars rows={d.top_referrers.map((r: any) => ({ label: r.domain, value: r.views }))} />
          </Card>
          <Card title="Devices">
            <Bars rows={Object.entries(d.devices).map(([k, v]: [string, any]) => ({ label: k, value: v.views }))} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}
