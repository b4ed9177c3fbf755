import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { helpAreaOfPath } from '../../shared/help/helpAreas';

/**
 * The header's "?": the getting-started article of the area the current screen belongs to, in a new tab (one place
 * for every screen: src/shared/help/helpAreas.ts maps the paths). Hidden inside the help centre itself.
 */
export function ContextHelpButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === '/help' || pathname.startsWith('/help/')) return null;
  return (
    <Tooltip title={t('help.contextHelp')}>
      <Button
        type="text"
        shape="circle"
        icon={<QuestionCircleOutlined />}
        href={`/help/${helpAreaOfPath(pathname)}`}
        target="_blank"
        rel="noopener"
        aria-label={t('help.contextHelp')}
        data-testid="context-help"
      />
    </Tooltip>
  );
}
