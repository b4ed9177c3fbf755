import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PyramidRow } from '../../shared/demographics/workforce';
import type { CountRow, DemographicsReport } from './demographicsApi';

/**
 * A chart's figures as a table: what a screen reader reads and what one copies, and the same drill-down as the bars —
 * each value a link to the people behind it (`href`; none for "not set" or a chart without a list filter).
 */
export function FiguresTable({ rows, label, href, testId }: {
  rows: CountRow[]; label: (row: CountRow) => string; href?: (key: string) => string | null; testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<CountRow>
      size="small" pagination={false} rowKey="key" dataSource={rows} data-testid={testId ? `${testId}-table` : undefined}
      columns={[
        {
          title: t('demographics.value'), key: 'key',
          render: (_: unknown, r) => {
            const to = r.key !== 'notSet' ? href?.(r.key) : null;
            return to ? <Link to={to}>{label(r)}</Link> : label(r);
          },
        },
        { title: t('demographics.people'), dataIndex: 'count', align: 'right', width: 100 },
      ]}
    />
  );
}

/** The pyramid's figures: one row per age band, one column per gender present; a gender's header opens its people. */
export function PyramidTable({ report, ageLabel, genderLabel, href }: {
  report: DemographicsReport; ageLabel: (band: string) => string; genderLabel: (g: string) => string; href: (gender: string) => string;
}) {
  const { t } = useTranslation();
  const genders = [...new Set(report.pyramid.flatMap((r) => Object.keys(r.byGender)))]
    .sort((a, b) => Number(a === 'notSet') - Number(b === 'notSet') || a.localeCompare(b));
  return (
    <Table<PyramidRow>
      size="small" pagination={false} rowKey="ageBand" dataSource={report.pyramid} data-testid="demographics-pyramid-table"
      columns={[
        { title: t('demographics.byAgeBand'), key: 'band', render: (_: unknown, r) => ageLabel(r.ageBand) },
        ...genders.map((g) => ({
          title: g === 'notSet' ? genderLabel(g) : <Link to={href(g)}>{genderLabel(g)}</Link>,
          key: g, align: 'right' as const, render: (_: unknown, r: PyramidRow) => r.byGender[g] ?? 0,
        })),
      ]}
    />
  );
}
