import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleHistoryEntry } from '../../shared/inventory';
import { DEFAULT_DATETIME_FORMAT } from '../engine/render/formatDate';
import dayjs from 'dayjs';
import { STATUS_COLOURS } from './StatusTag';

const DOT: Record<string, string> = { green: 'green', blue: 'blue', orange: 'orange', default: 'gray' };

/** An article's moves, newest first: what happened, when, by whom, to or from whom, and the note. */
export function HistoryTimeline({ history }: { history: unknown }) {
  const { t } = useTranslation();
  const entries = (Array.isArray(history) ? (history as ArticleHistoryEntry[]) : []).slice().reverse();
  if (!entries.length) return <Empty description={t('inventory.history.empty')} />;
  const dateFormat = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });
  return (
    <Timeline
      data-testid="article-history"
      items={entries.map((e, i) => ({
        key: i,
        color: DOT[STATUS_COLOURS[e.to] ?? 'default'] ?? 'gray',
        children: (
          <div data-testid="article-history-entry">
            <Typography.Text strong>{e.kind === 'CREATED' || !e.move ? t('inventory.history.created') : t(`inventory.moves.${e.move}`)}</Typography.Text>
            {e.kind !== 'CREATED' && e.from ? (
              <Typography.Text type="secondary"> · {t(`articles.enums.status.${e.from}`)} → {t(`articles.enums.status.${e.to}`)}</Typography.Text>
            ) : null}
            <div>
              <Typography.Text type="secondary">
                {dayjs(e.at).format(dateFormat)}
                {e.byName ? ` · ${t('inventory.history.by', { name: e.byName })}` : ''}
              </Typography.Text>
            </div>
            {e.userName ? <div>{t('inventory.history.person', { name: e.userName })}</div> : null}
            {e.note ? <div><Typography.Text italic>{t('inventory.history.note', { note: e.note })}</Typography.Text></div> : null}
          </div>
        ),
      }))}
    />
  );
}
