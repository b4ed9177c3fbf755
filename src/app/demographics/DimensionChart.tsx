import { Bar } from '@ant-design/plots';
import type { CountRow } from './demographicsApi';
import { useElementClick } from './useElementClick';

/**
 * One dimension's headcount as horizontal bars. Its own chunk with the chart library (large), loaded with the page.
 * A click on a bar calls `onPick` with the bar's key, unless the bar cannot be shown as a list ("not set", bands).
 */
export default function DimensionChart({ rows, label, onPick, testId }: {
  rows: CountRow[]; label: (row: CountRow) => string; onPick?: (key: string) => void; testId?: string;
}) {
  const data = rows.map((r) => ({ key: r.key, label: label(r), count: r.count }));
  const onReady = useElementClick(onPick ? (datum) => { if (typeof datum.key === 'string') onPick(datum.key); } : undefined);
  return (
    <div data-testid={testId}>
      <Bar data={data} xField="label" yField="count" height={Math.max(140, 36 * data.length + 40)} onReady={onReady}
        label={{ text: 'count', position: 'right' }} axis={{ y: { tickCount: 4 } }} />
    </div>
  );
}
