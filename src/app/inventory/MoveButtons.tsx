import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_MOVES, isArticleStatus, movesFrom, type ArticleMove } from '../../shared/inventory';
import { RefSelect } from '../engine/list/RefSelect';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { inventoryApi } from './inventoryApi';
import { menuCountsChanged } from '../shell/menu/menuCounts';

/**
 * The moves the article's state allows (src/shared/inventory), each a button opening a short dialog: a person
 * picker for an assignment, a note for every move. Hidden from those who may not edit the inventory.
 */
export function MoveButtons({ record, onMoved }: { record: Record<string, unknown>; onMoved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const allowed = useAllowed('articles', 'edit');
  const [moving, setMoving] = useState<ArticleMove>();
  const [userId, setUserId] = useState<string>();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  if (!allowed || !isArticleStatus(record.status)) return null;
  const title = String(record.title ?? '');

  const open = (move: ArticleMove) => {
    setMoving(move);
    setUserId(undefined);
    setNote('');
    setError(undefined);
  };
  const save = async () => {
    if (!moving) return;
    setSaving(true);
    try {
      await inventoryApi.move(String(record.id), { to: ARTICLE_MOVES[moving].to, ...(moving === 'assign' ? { userId } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
      message.success(t(`inventory.done.${moving}`));
      setMoving(undefined);
      onMoved();
      menuCountsChanged(); // the "under repair" badge
    } catch (err) {
      setError((err as ApiHttpError).message || t('inventory.dialog.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Space wrap>
        {movesFrom(record.status).map((move) => (
          <Button key={move} type={move === 'assign' || move === 'return' ? 'primary' : 'default'} onClick={() => open(move)} data-testid={`article-move-${move}`}>
            {t(`inventory.moves.${move}`)}
          </Button>
        ))}
      </Space>
      <Modal
        open={moving !== undefined}
        title={moving === 'assign' ? t('inventory.dialog.assignTitle', { title }) : t('inventory.dialog.moveTitle', { move: moving ? t(`inventory.moves.${moving}`) : '', title })}
        onCancel={() => setMoving(undefined)}
        onOk={() => void save()}
        okText={t('inventory.dialog.confirm')}
        okButtonProps={{ disabled: moving === 'assign' && !userId, 'data-testid': 'article-move-confirm' } as never}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form layout="vertical">
          {moving === 'assign' ? (
            <Form.Item label={t('inventory.dialog.person')} required>
              <RefSelect id="article_assignee" resource="users" value={userId} placeholder={t('inventory.dialog.personPlaceholder')} onChange={(v: string | undefined) => { setUserId(v ?? undefined); setError(undefined); }} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          <Form.Item label={t('inventory.dialog.note')} help={error} validateStatus={error ? 'error' : undefined}>
            <Input.TextArea value={note} maxLength={500} rows={3} placeholder={t('inventory.dialog.notePlaceholder')} onChange={(e) => setNote(e.target.value)} data-testid="article-move-note" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
