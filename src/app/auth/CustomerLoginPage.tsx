import { Flex, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useViewport } from '../layout/useViewport';
import { LOGIN_PATH } from '../shell/config';
import { rememberLoginPath } from '../shell/session/loginPath';
import { LoginCarousel } from './LoginCarousel';
import { LoginForm } from './LoginForm';
import { LoginSteps } from './mfa/LoginSteps';
import { useLoginData } from './useLoginData';
import { useLoginFlow } from './useLoginFlow';

/** /auth/login/:customer — the company's own login, with its image carousel beside the form. */
export default function CustomerLoginPage() {
  const { t } = useTranslation();
  const { customer = '' } = useParams();
  const { mobile } = useViewport();
  const { token } = theme.useToken();
  const { data, loading } = useLoginData(customer);
  const flow = useLoginFlow({ onSuccess: () => rememberLoginPath(`${LOGIN_PATH}/${encodeURIComponent(customer)}`) });
  const images = data?.loginCarrousel ?? [];
  const showCarousel = !mobile && images.length > 0;

  return (
    <section
      style={{
        width: '100%',
        maxWidth: showCarousel ? 960 : 420,
        overflow: 'hidden',
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG + 4,
        boxShadow: '0 8px 32px rgba(16, 35, 26, 0.08)',
      }}
    >
      <Flex>
        {showCarousel ? (
          <div style={{ flex: '1 1 55%', minWidth: 0, background: '#e8f8ef' }}>
            <LoginCarousel images={images} alt={data?.name ?? customer} />
          </div>
        ) : null}
        <div style={{ flex: '1 1 45%', padding: 'clamp(20px, 5vw, 40px)', alignSelf: 'center' }}>
          {loading ? (
            <Skeleton active />
          ) : (
            <>
              {data?.image ? <img src={data.image} alt={data.name ?? customer} style={{ maxHeight: 48, maxWidth: 180, marginBottom: 16 }} /> : null}
              <h1 style={{ margin: '0 0 4px', fontSize: 26, fontWeight: 600, lineHeight: 1.3, color: token.colorTextHeading }}>
                {data?.name ? t('auth.customer.title', { name: data.name }) : t('auth.login.title')}
              </h1>
              <p style={{ margin: '0 0 24px', color: token.colorTextSecondary }}>{t('auth.login.subtitle')}</p>
              <LoginSteps flow={flow}>
                <LoginForm onSubmit={flow.submit} pending={flow.pending} done={flow.done} error={flow.error} />
              </LoginSteps>
            </>
          )}
        </div>
      </Flex>
    </section>
  );
}
