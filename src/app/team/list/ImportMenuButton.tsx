import { CloudUploadOutlined, DownOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** "Import" on /team: the collaborator import and the pictures import (spec §2), for users who may create. */
export function ImportMenuButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: canImport } = useCan({ resource: 'data-import', action: 'list' });
  const { data: canPictures } = useCan({ resource: 'pictures-import', action: 'list' });
  const items = [
    canImport?.can ? { key: '/team/data-import', label: t('imports.data.title') } : null,
    canPictures?.can ? { key: '/team/pictures-import', label: t('imports.pictures.title') } : null,
  ].filter((i): i is { key: string; label: string } => i !== null);
  if (!items.length) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void navigate(key) }} trigger={['click']}>
      <Button icon={<CloudUploadOutlined />} data-testid="team-import">
        {t('users.list.import')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
