import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPostStatus, POST_MOVES, postMovesFrom, type PostMove } from '../../shared/communication/postStates';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { communicationApi } from './communicationApi';

/** Moves that take a post off the billboard or out of sight ask first. */
const CONFIRMED: PostMove[] = ['unpublish', 'discard'];

/**
 * The moves a post's state allows (src/shared/communication): publish, unpublish, discard, restore. Hidden from
 * those who may not edit posts; `size` small in table rows.
 */
export function PostMoveButtons({ record, onMoved, size }: { record: Record<string, unknown>; onMoved: () => void; size?: 'small' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const allowed = useAllowed('posts', 'edit');
  const [busy, setBusy] = useState<PostMove>();
  if (!allowed || !isPostStatus(record.status)) return null;

  const run = async (move: PostMove) => {
    setBusy(move);
    try {
      await communicationApi.move(String(record.id), POST_MOVES[move].to);
      message.success(t(`communication.moved.${move}`));
      onMoved();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Space size={4} wrap>
      {postMovesFrom(record.status).map((move) => {
        const button = (
          <Button
            key={move}
            size={size}
            type={move === 'publish' ? 'primary' : 'default'}
            danger={move === 'unpublish'}
            loading={busy === move}
            onClick={CONFIRMED.includes(move) ? undefined : () => void run(move)}
            data-testid={`post-move-${move}`}
          >
            {t(`communication.moves.${move}`)}
          </Button>
        );
        return CONFIRMED.includes(move) ? (
          <Popconfirm key={move} title={t(`communication.confirm.${move}`)} onConfirm={() => run(move)} okButtonProps={{ 'data-testid': `post-move-${move}-confirm` } as never}>
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
    </Space>
  );
}
