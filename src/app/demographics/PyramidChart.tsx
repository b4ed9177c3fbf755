import { Bar } from '@ant-design/plots';
import type { DemographicsReport } from './demographicsApi';
import { useElementClick } from './useElementClick';

/**
 * The age × gender pyramid: women to the right, men (and other genders) to the left, one row per age band. The
 * chart library's own chunk. A click opens that gender's people (their age is in the list's birth date column).
 */
export default function PyramidChart({ report, ageLabel, genderLabel, onPick }: {
  report: DemographicsReport; ageLabel: (band: string) => string; genderLabel: (g: string) => string; onPick: (gender: string) => void;
}) {
  const data = report.pyramid.flatMap((row) => Object.entries(row.byGender).map(([gender, count]) => ({
    band: ageLabel(row.ageBand), gender, series: genderLabel(gender), value: gender === 'female' ? count : -count,
  })));
  const onReady = useElementClick((datum) => { if (typeof datum.gender === 'string' && datum.gender !== 'notSet') onPick(datum.gender); });
  return (
    <div data-testid="demographics-pyramid">
      <Bar data={data} xField="band" yField="value" colorField="series" stack height={260} onReady={onReady}
        axis={{ y: { labelFormatter: (v: number) => String(Math.abs(v)) } }}
        tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => String(Math.abs(v)) }] }} />
    </div>
  );
}
