import { Card, Space, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { APP_NAME } from '../shell/config';

/** The frame of an import screen: title (also the tab's), what it does, links to the neighbouring screens. */
export function ImportPageCard({ title, subtitle, links, children }: { title: string; subtitle: string; links?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    // area pages are no Refine resources: the shell cannot title their tab
    document.title = `${title} | ${APP_NAME}`;
  }, [title]);
  return (
    <Card>
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <div>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>{title}</Typography.Title>
          <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
        </div>
        {links && <Space wrap>{links}</Space>}
      </Space>
      {children}
    </Card>
  );
}
