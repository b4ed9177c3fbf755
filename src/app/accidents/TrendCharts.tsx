import { Column, Line } from '@ant-design/plots';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useElementClick } from '../demographics/useElementClick';
import type { AccidentReport } from './accidentsApi';

/**
 * The report's trend by month: accidents (all, and with leave) as bars and the two rates as lines. Its own chunk,
 * loaded with the page (the chart library is large). A click on a bar or point opens that month's accidents.
 */
export default function TrendCharts({ report, onMonth }: { report: AccidentReport; onMonth: (month: string) => void }) {
  const { t } = useTranslation();
  const counts = report.byMonth.flatMap((m) => [
    { month: m.month, series: t('accidents.report.accidents'), value: m.accidents },
    { month: m.month, series: t('accidents.report.withLeave'), value: m.withLeave },
  ]);
  // a month without hours has no rate: left out of the line rather than drawn as zero
  const rates = report.byMonth.flatMap((m) => [
    ...(m.frequencyRate === null ? [] : [{ month: m.month, series: t('accidents.report.frequencyRate'), value: m.frequencyRate }]),
    ...(m.severityRate === null ? [] : [{ month: m.month, series: t('accidents.report.severityRate'), value: m.severityRate }]),
  ]);
  // a bar's or point's click (G2's element:click: the wrapper's onEvent never sees it by that name)
  const onReady = useElementClick((datum) => { if (typeof datum.month === 'string') onMonth(datum.month); });
  return (
    <Row gutter={[16, 16]} data-testid="accident-trends">
      <Col xs={24} lg={12}>
        <Column data={counts} xField="month" yField="value" colorField="series" group height={260} onReady={onReady} axis={{ y: { tickCount: 4 } }} />
      </Col>
      <Col xs={24} lg={12}>
        <Line data={rates} xField="month" yField="value" colorField="series" height={260} point={{ shapeField: 'circle', sizeField: 3 }} onReady={onReady} />
      </Col>
    </Row>
  );
}
