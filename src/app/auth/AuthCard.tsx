import { theme } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The white card every auth page sits in (plain elements: the login route stays light). */
export function AuthCard({ title, subtitle, children, width = 420 }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth: width,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG + 4,
        boxShadow: '0 8px 32px rgba(16, 35, 26, 0.08)',
        padding: 'clamp(20px, 5vw, 36px)',
        boxSizing: 'border-box',
      }}
    >
      <h1 style={{ margin: `0 0 ${subtitle ? 4 : 24}px`, fontSize: 26, fontWeight: 600, lineHeight: 1.3, color: token.colorTextHeading }}>{title}</h1>
      {subtitle ? <p style={{ margin: '0 0 24px', color: token.colorTextSecondary, lineHeight: 1.5 }}>{subtitle}</p> : null}
      {children}
    </section>
  );
}
