import { CalendarOutlined, FieldTimeOutlined, IdcardOutlined, PrinterOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { EditButton } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusTag } from '../list/collaboratorColumns';
import { fullName, type Collaborator } from '../collaboratorApi';
import { seniorityYears } from '../seniority';
import { useBranches } from '../useBranches';
import { ProfilePhoto } from './ProfilePhoto';

interface ProfileHeaderProps {
  person: Collaborator;
  onChanged: () => void;
  onOffboard?: () => void;
  /** extra buttons (delete for good, reinstate) */
  extra?: React.ReactNode;
  /** the casualty profile is read-only */
  readOnly?: boolean;
}

/** Who this is at a glance: picture, name, job and unit, status, seniority; and what can be done with them. */
export function ProfileHeader({ person, onChanged, onOffboard, extra, readOnly }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const { nameOf } = useBranches();
  const canEdit = useCan({ resource: 'users', action: 'edit' }).data?.can ?? false;
  const canSeeWorkdays = useCan({ resource: 'daily-record', action: 'list' }).data?.can ?? false;
  const years = seniorityYears(person.contractStartDate, person.active ? new Date() : (person.leaveDate ?? new Date()));
  const seniority = years === null ? null : years === 0 ? t('users.profile.lessThanYear') : t('users.profile.years', { count: years });
  return (
    <Card>
      <Flex gap={24} wrap align="flex-start">
        <ProfilePhoto person={person} onChanged={onChanged} readOnly={readOnly} />
        <Space direction="vertical" size={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Space size={12} wrap align="center">
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="profile-name">
              {fullName(person)}
            </Typography.Title>
            <StatusTag active={person.active} t={t} />
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 15 }}>
            {[person.position, nameOf(person.mainBranch)].filter(Boolean).join(' · ') || '—'}
          </Typography.Text>
          <Space size={[8, 8]} wrap>
            <Tag icon={<IdcardOutlined />}>{`${person.typeOfDocument} ${person.numberOfDocument}`}</Tag>
            {seniority ? <Tag icon={<CalendarOutlined />}>{`${t('users.profile.seniority')}: ${seniority}`}</Tag> : null}
            {person.username ? <Tag>{`@${person.username}`}</Tag> : null}
          </Space>
          <Space wrap style={{ marginTop: 8 }}>
            {!readOnly ? <EditButton resource="users" recordItemId={person.id}>{t('users.profile.edit')}</EditButton> : null}
            {canSeeWorkdays ? (
              <Link to={`/team/daily-record/${person.id}`}>
                <Button icon={<FieldTimeOutlined />} data-testid="daily-record-link">{t('users.profile.dailyRecord')}</Button>
              </Link>
            ) : null}
            <Link to={`/team/employee-record/${person.id}`}>
              <Button icon={<PrinterOutlined />}>{t('users.profile.record')}</Button>
            </Link>
            {!readOnly && person.active && canEdit && onOffboard ? (
              <Button danger icon={<UserDeleteOutlined />} onClick={onOffboard} data-testid="offboard-open">
                {t('users.profile.offboard')}
              </Button>
            ) : null}
            {extra}
          </Space>
        </Space>
      </Flex>
    </Card>
  );
}
