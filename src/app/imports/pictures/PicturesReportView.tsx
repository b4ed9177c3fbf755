import { Avatar, Card, Col, List, Row, Statistic, Table, Tabs, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PicturesReport } from '../../../shared/imports';

type Category = 'unmatched' | 'tooLarge' | 'notImage' | 'duplicate';
const PROBLEMS: Category[] = ['unmatched', 'tooLarge', 'notImage', 'duplicate'];

/** What happened to each file: the pictures assigned (with the person) and, per reason, the files left out. */
export function PicturesReportView({ report }: { report: PicturesReport }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const figures: { key: 'matched' | Category; value: number; color?: string }[] = [
    { key: 'matched', value: report.matched.length, color: token.colorSuccessText },
    ...PROBLEMS.map((key) => ({ key, value: report[key].length, color: report[key].length ? token.colorWarningText : undefined })),
  ];

  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic title={t(`imports.pictures.categories.${f.key}`)} value={f.value} valueStyle={{ color: f.color }} data-testid={`pictures-${f.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Tabs
        items={[
          {
            key: 'matched',
            label: `${t('imports.pictures.categories.matched')} (${report.matched.length})`,
            children: (
              <Table
                size="small"
                rowKey="userId"
                dataSource={report.matched}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                columns={[
                  { key: 'picture', width: 64, render: (_, m) => <Avatar src={m.imageUrl} size={40} /> },
                  { key: 'who', title: t('imports.pictures.collaborator'), render: (_, m) => `${m.firstName} ${m.lastName}` },
                  { key: 'document', title: t('imports.pictures.document'), dataIndex: 'numberOfDocument' },
                  { key: 'file', title: t('imports.pictures.file'), dataIndex: 'file', render: (file: string) => <Typography.Text code>{file}</Typography.Text> },
                ]}
              />
            ),
          },
          ...PROBLEMS.filter((c) => report[c].length > 0).map((c) => ({
            key: c,
            label: `${t(`imports.pictures.categories.${c}`)} (${report[c].length})`,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t(`imports.pictures.reasons.${c}`)}</Typography.Paragraph>
                <List size="small" bordered dataSource={report[c]} pagination={report[c].length > 20 ? { pageSize: 20 } : false}
                  renderItem={(file) => <List.Item data-testid={`pictures-file-${c}`}><Typography.Text code>{file}</Typography.Text></List.Item>} />
              </>
            ),
          })),
        ]}
      />
    </>
  );
}
