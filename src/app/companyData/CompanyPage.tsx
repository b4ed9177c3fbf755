import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllowed } from '../shell/access/useAllowed';
import { loadCompany, type CompanyData, type TextField } from './companyApi';
import { ImageTile } from './ImageTile';
import { PrintCompanyButton } from './PrintCompanyButton';

const IDENTITY: TextField[] = ['name', 'legalName', 'taxId', 'address', 'postalCode', 'city', 'country'];
const CONTACT: TextField[] = ['contactName', 'phone', 'email', 'website'];

/** /company: the company's data, its logos and its login carousel (spec §2); Edit goes to /company/edit. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const canEdit = useAllowed('company-edit', 'edit');
  const [company, setCompany] = useState<CompanyData>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    loadCompany().then((c) => live && setCompany(c)).catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, []);

  const value = (field: TextField) => {
    const v = company?.[field];
    if (!v) return <Typography.Text type="secondary">{t('company.notSet')}</Typography.Text>;
    if (field === 'website') return <a href={v} target="_blank" rel="noopener noreferrer">{v}</a>;
    if (field === 'email') return <a href={`mailto:${v}`}>{v}</a>;
    return v;
  };
  const items = (fields: TextField[]) => fields.map((f) => ({ key: f, label: t(`company.fields.${f}`), children: <span data-field={f}>{value(f)}</span> }));
  const loginUrl = company ? `${window.location.origin}/auth/login/${company.slug}` : '';

  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>{t('company.title')}</Typography.Title>}
      extra={(
        <Space>
          <PrintCompanyButton />
          {canEdit ? (
            <Link to="/company/edit"><Button type="primary" icon={<EditOutlined />}>{t('company.edit')}</Button></Link>
          ) : null}
        </Space>
      )}
    >
      <Typography.Paragraph type="secondary">{t('company.intro')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={t('company.loadError')} description={error} /> : null}
      {!company ? (error ? null : <Skeleton active paragraph={{ rows: 8 }} />) : (
        <Flex vertical gap={16} style={{ maxWidth: 1000 }}>
          <Card size="small" title={t('company.sections.identity')}>
            <Descriptions column={{ xs: 1, md: 2 }} items={items(IDENTITY)} />
          </Card>
          <Card size="small" title={t('company.sections.contact')}>
            <Descriptions column={{ xs: 1, md: 2 }} items={items(CONTACT)} />
          </Card>
          <Card size="small" title={t('company.sections.images')}>
            <Flex gap={24} wrap>
              <ImageTile label={t('company.fields.image')} url={company.image} width={160} height={90} testId="company-image" />
              <ImageTile label={t('company.fields.hugeLogo')} url={company.hugeLogo} width={280} height={90} testId="company-hugeLogo" />
            </Flex>
          </Card>
          <Card size="small" title={t('company.sections.carousel')}>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
              {t('company.help.carousel')} {t('company.help.loginUrl', { url: '' })}
              <a href={loginUrl} target="_blank" rel="noopener noreferrer">{loginUrl}</a>
            </Typography.Paragraph>
            <Flex gap={16} wrap>
              {(['carrousel1', 'carrousel2', 'carrousel3'] as const).map((f) => (
                <ImageTile key={f} label={t(`company.fields.${f}`)} url={company[f]} width={220} height={130} testId={`company-${f}`} />
              ))}
            </Flex>
          </Card>
        </Flex>
      )}
    </Card>
  );
}
