import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllowed } from '../shell/access/useAllowed';

/** No positions yet: say how to get a chart, and offer to create the first position when the user may. */
export function OrgChartEmpty() {
  const { t } = useTranslation();
  const canCreate = useAllowed('hierarchies', 'create');
  return (
    <Card data-testid="orgchart-empty">
      <Empty
        style={{ padding: '48px 0' }}
        description={
          <>
            <Typography.Title level={5}>{t('orgchart.empty.title')}</Typography.Title>
            <Typography.Text type="secondary">{t('orgchart.empty.description')}</Typography.Text>
          </>
        }
      >
        {canCreate ? (
          <Link to="/company/hierarchies/new?type=position">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('orgchart.empty.create')}
            </Button>
          </Link>
        ) : null}
      </Empty>
    </Card>
  );
}
