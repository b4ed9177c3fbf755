import { ToolOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '../../layout/Logo';
import { LanguageSwitch } from '../locale/LanguageSwitch';
import { fetchMaintenance } from './maintenanceStatus';

/** The maintenance page: the server's message if it gives one, and a button to check again. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    fetchMaintenance().then((s) => setMessage(s.message));
  }, []);

  const check = async () => {
    setChecking(true);
    const status = await fetchMaintenance();
    setChecking(false);
    setMessage(status.message);
    if (!status.maintenance) navigate('/', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="space-between" style={{ padding: '12px 24px' }}>
        <Logo compact={false} testId="public-logo" />
        <LanguageSwitch />
      </Flex>
      <Flex flex={1} align="center" justify="center">
        <Result
          icon={<ToolOutlined style={{ color: '#39e489' }} />}
          title={t('common.maintenance.title')}
          subTitle={message || t('common.maintenance.subtitle')}
          extra={
            <Button type="primary" onClick={check} loading={checking}>
              {t('common.maintenance.retry')}
            </Button>
          }
        />
      </Flex>
    </Layout>
  );
}
