import { ArrowDownOutlined, ArrowUpOutlined, CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from './useHierarchyLevels';

/** The level the organisation chart is drawn from: fixed (see hierarchyLevelRules on the server). */
export const POSITION_LEVEL = 'position';

interface Props {
  level: Level;
  index: number;
  total: number;
  busy: boolean;
  canEdit: boolean;
  /** why a new name is refused, or null */
  checkName: (name: string) => string | null;
  onMove: (delta: -1 | 1) => void;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

/** One level: its place, name (or the rename field), how many hierarchies use it, and its actions. */
export function LevelRow({ level, index, total, busy, canEdit, checkName, onMove, onRename, onRemove }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const fixed = level.name === POSITION_LEVEL;
  const used = level.hierarchiesCount > 0;
  const problem = editing !== null && editing.trim() !== level.name ? checkName(editing) : null;

  const commit = async () => {
    if (editing === null) return;
    if (editing.trim() === level.name) return setEditing(null);
    if (problem) return;
    if (await onRename(editing)) setEditing(null);
  };

  const deleteBlock = fixed ? t('orgchart.levels.fixed') : used ? t('orgchart.levels.inUse', { count: level.hierarchiesCount }) : null;

  return (
    <div data-testid="level-row" data-level={level.name} style={{ display: 'flex', alignItems: 'center', gap: 12, width: '100%', flexWrap: 'wrap' }}>
      <Typography.Text type="secondary" style={{ width: 20, textAlign: 'right' }}>{index + 1}</Typography.Text>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        {editing !== null ? (
          <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
            <Input
              autoFocus
              value={editing}
              maxLength={60}
              status={problem ? 'error' : undefined}
              aria-label={t('orgchart.levels.rename')}
              onChange={(e) => setEditing(e.target.value)}
              onPressEnter={() => void commit()}
              onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
            />
            <Button type="primary" icon={<CheckOutlined />} aria-label={t('orgchart.levels.save')} loading={busy} disabled={!!problem || !editing.trim()} onClick={() => void commit()} />
            <Button icon={<CloseOutlined />} aria-label={t('orgchart.levels.cancel')} onClick={() => setEditing(null)} />
          </Space.Compact>
        ) : (
          <Space size={8} wrap>
            <Typography.Text strong>{fixed ? t('orgchart.levels.positionLabel') : level.name}</Typography.Text>
            {/* hierarchy forms show the stored value, so name it too */}
            {fixed ? <Typography.Text type="secondary" code>{POSITION_LEVEL}</Typography.Text> : null}
            {fixed ? (
              <Tooltip title={t('orgchart.levels.fixed')}>
                <Tag icon={<LockOutlined />} bordered={false}>{t('orgchart.levels.chartTag')}</Tag>
              </Tooltip>
            ) : null}
          </Space>
        )}
        {problem ? <div><Typography.Text type="danger" style={{ fontSize: 12 }}>{problem}</Typography.Text></div> : null}
      </div>
      <Typography.Text type="secondary" style={{ minWidth: 110 }}>{t('orgchart.levels.count', { count: level.hierarchiesCount })}</Typography.Text>
      {canEdit ? (
        <Space size={4}>
          <Tooltip title={t('orgchart.levels.up')}>
            <Button type="text" icon={<ArrowUpOutlined />} aria-label={t('orgchart.levels.up')} disabled={busy || index === 0} onClick={() => onMove(-1)} />
          </Tooltip>
          <Tooltip title={t('orgchart.levels.down')}>
            <Button type="text" icon={<ArrowDownOutlined />} aria-label={t('orgchart.levels.down')} disabled={busy || index === total - 1} onClick={() => onMove(1)} />
          </Tooltip>
          <Tooltip title={fixed ? t('orgchart.levels.fixed') : t('orgchart.levels.rename')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('orgchart.levels.rename')} disabled={busy || fixed || editing !== null} onClick={() => setEditing(level.name)} />
          </Tooltip>
          {deleteBlock ? (
            <Tooltip title={deleteBlock}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('orgchart.levels.delete')} disabled />
            </Tooltip>
          ) : (
            <Popconfirm title={t('orgchart.levels.confirmDelete', { name: level.name })} okText={t('orgchart.levels.delete')} cancelText={t('orgchart.levels.cancel')} okButtonProps={{ danger: true }} onConfirm={onRemove}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('orgchart.levels.delete')} disabled={busy} />
            </Popconfirm>
          )}
        </Space>
      ) : null}
    </div>
  );
}
