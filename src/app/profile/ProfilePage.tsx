import { useCustom } from '@refinedev/core';
import { Alert, Avatar, Card, Col, Descriptions, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUnitScoped } from '../../shared/roles';
import { initialsOf } from '../admins/PhotoField';
import { adminRoleLabel, roleColor } from '../admins/roleText';
import { useDocumentTitle } from '../admins/useDocumentTitle';
import { retryServerErrors } from '../engine/query/retry';
import { PasswordCard } from './PasswordCard';
import { PROFILE_URL, type Profile } from './profileApi';
import { ProfileDetailsCard } from './ProfileDetailsCard';
import { SecurityCard } from './SecurityCard';

/** Who the person is in the company: set by the administrators, shown here read-only. */
function AccountCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const units = isUnitScoped(profile.role) ? profile.allowedBranchNames.join(', ') || '—' : t('admins.list.allUnits');
  return (
    <Card title={t('profile.sections.account')} data-testid="profile-account">
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <Avatar size={56} src={profile.imageUrl || undefined} style={{ background: '#d9f9e8', color: '#0b3b24', flex: 'none' }}>
          {profile.imageUrl ? null : initialsOf(profile.firstName, profile.lastName)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>{`${profile.firstName} ${profile.lastName}`}</Typography.Text>
          {profile.position ? <Typography.Text type="secondary">{profile.position}</Typography.Text> : null}
        </Flex>
      </Flex>
      <Descriptions column={1} size="small" colon={false} labelStyle={{ width: 150 }}>
        <Descriptions.Item label={t('profile.fields.username')}>{profile.username}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.role')}>
          <Tag color={roleColor(profile.role)}>{adminRoleLabel(t, profile.role, profile.roleName)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.mainBranch')}>{profile.mainBranchName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.allowedBranches')}>{units}</Descriptions.Item>
        <Descriptions.Item label={t('profile.fields.document')}>
          {profile.numberOfDocument ? `${t(`admins.form.documentTypes.${profile.typeOfDocument}`, { defaultValue: profile.typeOfDocument })} ${profile.numberOfDocument}` : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>{t('profile.accountHint')}</Typography.Paragraph>
    </Card>
  );
}

/** /profile: one's own data, photo and password (every signed-in user; the header's user menu links here). */
export default function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { query, result } = useCustom<Profile>({ url: PROFILE_URL, method: 'get', errorNotification: false, queryOptions: { retry: retryServerErrors } });
  const profile = result.data;

  return (
    <div style={{ maxWidth: 1200 }} data-testid="profile-page">
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>{t('profile.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('profile.subtitle')}</Typography.Paragraph>
      {query.error ? (
        <Alert type="error" showIcon message={t('profile.loadError')} description={query.error.message} />
      ) : !profile || query.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={15}>
            <Flex vertical gap={16}>
              <ProfileDetailsCard key={profile.id} profile={profile} onSaved={() => void query.refetch()} />
              <PasswordCard />
            </Flex>
          </Col>
          <Col xs={24} xl={9}>
            <Flex vertical gap={16}>
              <AccountCard profile={profile} />
              <SecurityCard />
            </Flex>
          </Col>
        </Row>
      )}
    </div>
  );
}
