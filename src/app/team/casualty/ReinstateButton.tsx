import { UndoOutlined } from '@ant-design/icons';
import { useInvalidate, useNotification } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../../providers/http';
import { useAllowed } from '../../shell/access/useAllowed';
import { collaboratorApi, fullName } from '../collaboratorApi';

/**
 * "Reincorporar" with its confirmation, for the casualty profile and each casualty-list row; shown only to those who
 * may edit collaborators. `compact` is the list's icon-and-label link button.
 */
export function ReinstateButton({ person, onDone, compact }: {
  person: { id: string; firstName?: unknown; lastName?: unknown };
  onDone: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const allowed = useAllowed('users', 'edit');
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const reinstate = async () => {
    setBusy(true);
    try {
      await collaboratorApi.reinstate(person.id);
      notify?.({ type: 'success', message: t('users.casualty.reinstated', { name: fullName(person) }) });
      await invalidate({ resource: 'users', invalidates: ['list', 'detail'], id: person.id });
      onDone();
    } catch (e) {
      notify?.({ type: 'error', message: t('users.casualty.reinstateFailed'), description: (e as ApiHttpError).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popconfirm title={t('users.casualty.reinstateConfirm', { name: fullName(person) })} onConfirm={reinstate} overlayStyle={{ maxWidth: 360 }}>
      <Button type={compact ? 'link' : 'primary'} size={compact ? 'small' : 'middle'} icon={<UndoOutlined />} loading={busy}
        data-testid={compact ? `reinstate-${person.id}` : 'reinstate'}>
        {t('users.casualty.reinstate')}
      </Button>
    </Popconfirm>
  );
}
