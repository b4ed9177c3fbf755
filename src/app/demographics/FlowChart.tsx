import { Column, Line } from '@ant-design/plots';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemographicsReport } from './demographicsApi';

/** Hires and exits by month as bars, turnover as a line; its own chunk with the chart library. */
export default function FlowChart({ report }: { report: DemographicsReport }) {
  const { t } = useTranslation();
  const flows = report.months.flatMap((m) => [
    { month: m.month, series: t('demographics.hires'), value: m.hires },
    { month: m.month, series: t('demographics.exits'), value: m.exits },
  ]);
  const turnover = report.months.map((m) => ({ month: m.month, value: m.turnoverPct }));
  return (
    <Row gutter={[16, 16]} data-testid="demographics-flows">
      <Col xs={24} lg={12}><Column data={flows} xField="month" yField="value" colorField="series" group height={240} /></Col>
      <Col xs={24} lg={12}><Line data={turnover} xField="month" yField="value" height={240} point={{ shapeField: 'circle', sizeField: 3 }} /></Col>
    </Row>
  );
}
