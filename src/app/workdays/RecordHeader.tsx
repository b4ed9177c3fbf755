import { GlobalOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CollaboratorAvatar } from '../team/CollaboratorAvatar';
import { formatMinutes } from './formatMinutes';
import type { RecordPerson, WorkdayRecord } from './workdayApi';
import { formatNumber } from '../shell/locale/formatNumber';

/** Who the record is of, and the range's totals at a glance. */
export function RecordHeader({ person, timeZone, workdays }: { person: RecordPerson; timeZone: string; workdays: WorkdayRecord[] }) {
  const { t } = useTranslation();
  const sum = (key: 'worked' | 'extra' | 'late') => workdays.reduce((n, w) => n + w.totals[key], 0);
  const lateDays = workdays.filter((w) => w.totals.late > 0).length;
  const stat = (label: string, value: string, color?: string, testId?: string) => (
    <Space direction="vertical" size={0} style={{ minWidth: 110 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 18, color }} data-testid={testId}>{value}</Typography.Text>
    </Space>
  );
  return (
    <Flex gap={24} wrap align="center" justify="space-between">
      <Flex gap={16} align="center">
        <CollaboratorAvatar person={person} size={56} />
        <Space direction="vertical" size={2}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="record-name">{`${person.firstName} ${person.lastName}`}</Typography.Title>
          <Typography.Text type="secondary">{[person.position, person.branchName].filter(Boolean).join(' · ') || '—'}</Typography.Text>
          <Space size={6} wrap>
            <Tag icon={<GlobalOutlined />}>{timeZone}</Tag>
            {!person.active ? <Tag color="red">{t('workdays.record.inactive')}</Tag> : null}
            <Link to={`/team/profile/${person.id}`}>
              <Button size="small" type="link" icon={<UserOutlined />}>{t('workdays.record.profile')}</Button>
            </Link>
          </Space>
        </Space>
      </Flex>
      <Flex gap={24} wrap>
        {stat(t('workdays.summary.days'), formatNumber(workdays.length), undefined, 'summary-days')}
        {stat(t('workdays.summary.worked'), formatMinutes(sum('worked')), undefined, 'summary-worked')}
        {stat(t('workdays.summary.extra'), formatMinutes(sum('extra')), sum('extra') ? '#722ed1' : undefined)}
        {stat(t('workdays.summary.lateDays'), formatNumber(lateDays), lateDays ? '#d4380d' : undefined)}
      </Flex>
    </Flex>
  );
}
