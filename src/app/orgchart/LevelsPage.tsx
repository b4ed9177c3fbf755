import { PlusOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Card, Input, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { addLevel, moveLevel, nameTaken, removeLevel, renameLevel, type LevelInput } from './levelEdits';
import { LevelRow } from './LevelRow';
import { useHierarchyLevels } from './useHierarchyLevels';
import { useAllowed } from '../shell/access/useAllowed';

/** /levels — the company's hierarchy levels (the types hierarchies may have): add, rename, reorder, delete. */
export default function LevelsPage() {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const { levels, loading, saving, loadError, save } = useHierarchyLevels();
  const canEdit = useAllowed('levels', 'edit');
  const [draft, setDraft] = useState('');
  const names = levels.map((l) => l.name);

  const checkName = (name: string, except = -1) => {
    if (!name.trim()) return t('orgchart.levels.nameRequired');
    return nameTaken(names, name, except) ? t('orgchart.levels.nameTaken') : null;
  };

  const apply = async (body: LevelInput[], done: string): Promise<boolean> => {
    const error = await save(body);
    if (!error) {
      notify?.({ type: 'success', message: done });
      return true;
    }
    const refused = (error as ApiHttpError).code === 'HIERARCHY_EXISTS' ? t('orgchart.levels.inUseError') : error.message;
    notify?.({ type: 'error', message: t('orgchart.levels.saveError'), description: refused });
    return false;
  };

  const add = async () => {
    if (checkName(draft)) return;
    if (await apply(addLevel(names, draft), t('orgchart.levels.added', { name: draft.trim() }))) setDraft('');
  };
  const draftProblem = draft.trim() ? checkName(draft) : null;

  return (
    <div style={{ maxWidth: 860 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('orgchart.levels.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('orgchart.levels.intro')}</Typography.Paragraph>
      {loadError ? (
        <Alert type="error" showIcon message={t('orgchart.loadError')} description={loadError} />
      ) : (
        <Card>
          {loading ? (
            <Skeleton active />
          ) : (
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <List
                dataSource={levels}
                rowKey="name"
                renderItem={(level, index) => (
                  <List.Item style={{ paddingInline: 4 }}>
                    <LevelRow
                      level={level}
                      index={index}
                      total={levels.length}
                      busy={saving}
                      canEdit={canEdit}
                      checkName={(name) => checkName(name, index)}
                      onMove={(delta) => void apply(moveLevel(names, index, delta), t('orgchart.levels.saved'))}
                      onRename={(name) => apply(renameLevel(names, index, name), t('orgchart.levels.saved'))}
                      onRemove={() => void apply(removeLevel(names, index), t('orgchart.levels.removed', { name: level.name }))}
                    />
                  </List.Item>
                )}
              />
              {canEdit ? (
                <div>
                  <Space.Compact style={{ width: '100%', maxWidth: 460 }}>
                    <Input
                      value={draft}
                      maxLength={60}
                      status={draftProblem ? 'error' : undefined}
                      placeholder={t('orgchart.levels.newPlaceholder')}
                      aria-label={t('orgchart.levels.newPlaceholder')}
                      data-testid="level-new"
                      onChange={(e) => setDraft(e.target.value)}
                      onPressEnter={() => void add()}
                    />
                    <Button type="primary" icon={<PlusOutlined />} loading={saving} disabled={!draft.trim() || !!draftProblem} onClick={() => void add()}>
                      {t('orgchart.levels.add')}
                    </Button>
                  </Space.Compact>
                  {draftProblem ? <div><Typography.Text type="danger" style={{ fontSize: 12 }}>{draftProblem}</Typography.Text></div> : null}
                </div>
              ) : null}
            </Space>
          )}
        </Card>
      )}
    </div>
  );
}
