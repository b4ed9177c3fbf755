import { ExpandOutlined, FileImageOutlined, NodeCollapseOutlined, NodeExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  search: ReactNode;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onExport: () => void;
  exporting: boolean;
}

const IconButton = ({ title, icon, onClick, testId }: { title: string; icon: ReactNode; onClick: () => void; testId: string }) => (
  <Tooltip title={title}>
    <Button icon={icon} onClick={onClick} aria-label={title} data-testid={testId} />
  </Tooltip>
);

/** Search on the left; tree, zoom and export buttons on the right. */
export function OrgChartToolbar({ search, onExpandAll, onCollapseAll, onZoomIn, onZoomOut, onFit, onExport, exporting }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}>
      {search}
      <Space wrap size={8}>
        <Space.Compact>
          <IconButton title={t('orgchart.toolbar.expandAll')} icon={<NodeExpandOutlined />} onClick={onExpandAll} testId="orgchart-expand-all" />
          <IconButton title={t('orgchart.toolbar.collapseAll')} icon={<NodeCollapseOutlined />} onClick={onCollapseAll} testId="orgchart-collapse-all" />
        </Space.Compact>
        <Space.Compact>
          <IconButton title={t('orgchart.toolbar.zoomOut')} icon={<ZoomOutOutlined />} onClick={onZoomOut} testId="orgchart-zoom-out" />
          <IconButton title={t('orgchart.toolbar.zoomIn')} icon={<ZoomInOutlined />} onClick={onZoomIn} testId="orgchart-zoom-in" />
          <IconButton title={t('orgchart.toolbar.fit')} icon={<ExpandOutlined />} onClick={onFit} testId="orgchart-fit" />
        </Space.Compact>
        <Button icon={<FileImageOutlined />} onClick={onExport} loading={exporting} data-testid="orgchart-export">
          {t('orgchart.toolbar.export')}
        </Button>
      </Space>
    </div>
  );
}
