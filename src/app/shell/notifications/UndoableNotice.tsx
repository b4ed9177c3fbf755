import { UndoOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface UndoableNoticeProps {
  message: ReactNode;
  /** seconds left (Refine re-opens the notice every second with one less) */
  secondsLeft: number;
  onUndo: () => void;
}

/** Body of an undoable mutation's notice: what happens, the seconds left and an undo button. */
export function UndoableNotice({ message, secondsLeft, onUndo }: UndoableNoticeProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={12} justify="space-between">
      <span>
        {message}
        <br />
        <small style={{ opacity: 0.7 }}>{t('common.notifications.undoable', { seconds: secondsLeft })}</small>
      </span>
      <Button icon={<UndoOutlined />} onClick={onUndo} disabled={secondsLeft <= 0} style={{ flexShrink: 0 }}>
        {t('common.buttons.undo')}
      </Button>
    </Flex>
  );
}
