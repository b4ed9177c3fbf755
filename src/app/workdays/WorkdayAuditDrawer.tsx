import { useCustom } from '@refinedev/core';
import { Alert, Drawer, Empty, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BreakPair, ClockPair, WorkdayTotals } from '../../shared/workday';
import { retryServerErrors } from '../engine/query/retry';
import { formatMinutes } from './formatMinutes';
import { localTime } from './timelineScale';
import type { AuditEntry } from './workdayApi';

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

/** The audited fields of a workday, in the order a person reads them. */
const FIELDS = ['date', 'state', 'clocks', 'breaks', 'totals'] as const;

/** Who changed a workday, when, and what (pairs before → after): GET /workdays/:id/audit. */
export function WorkdayAuditDrawer({ workdayId, date, timeZone, onClose }: { workdayId: string; date: string; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<{ audit: AuditEntry[]; count: number }>({
    url: `/workdays/${workdayId}/audit`,
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: retryServerErrors },
  });
  const time = (iso?: string) => {
    if (!iso) return '…';
    const l = localTime(iso, date, timeZone);
    return l.otherDay ? `${l.time} (+1)` : l.time;
  };
  const text = (field: (typeof FIELDS)[number], value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (field === 'clocks') return (value as ClockPair[]).map((c) => `${time(c.in)}–${time(c.out)}`).join(', ') || '—';
    if (field === 'breaks') return (value as BreakPair[]).map((b) => `${time(b.start)}–${time(b.end)}`).join(', ') || '—';
    if (field === 'state') return t(`workdays.states.${String(value)}`);
    if (field === 'totals') return t('workdays.audit.totals', { worked: formatMinutes((value as WorkdayTotals).worked), break: formatMinutes((value as WorkdayTotals).break) });
    return String(value);
  };

  const entries = result.data?.audit ?? [];
  let body;
  if (query.isLoading) body = <Skeleton active />;
  else if (query.error) body = <Alert type="warning" showIcon message={t('workdays.audit.loadError')} description={query.error.message} />;
  else if (!entries.length) body = <Empty description={t('workdays.audit.empty')} />;
  else
    body = (
      <Timeline
        items={entries.map((entry) => ({
          key: entry.id,
          color: ACTION_COLORS[entry.action] ?? 'gray',
          children: (
            <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="audit-entry">
              <Space wrap size={8}>
                <Tag color={ACTION_COLORS[entry.action]}>{t(`workdays.audit.actions.${entry.action}`)}</Tag>
                <Typography.Text strong>{entry.username ?? t('workdays.audit.system')}</Typography.Text>
                <Typography.Text type="secondary">{dayjs(entry.at).format('DD/MM/YYYY HH:mm')}</Typography.Text>
              </Space>
              {FIELDS.filter((f) => f in entry.changes).map((f) => {
                const change = entry.changes[f] as { from?: unknown; to?: unknown } | unknown;
                const isDiff = entry.action === 'update' && !!change && typeof change === 'object' && 'to' in (change as object);
                return (
                  <div key={f} style={{ display: 'grid', gridTemplateColumns: '110px 1fr', gap: 8 }}>
                    <Typography.Text type="secondary">{t(`workdays.audit.fields.${f}`)}</Typography.Text>
                    {isDiff ? (
                      <span>
                        <span style={{ textDecoration: 'line-through', opacity: 0.6 }}>{text(f, (change as { from: unknown }).from)}</span>
                        {' → '}
                        <span>{text(f, (change as { to: unknown }).to)}</span>
                      </span>
                    ) : (
                      <span>{text(f, change)}</span>
                    )}
                  </div>
                );
              })}
            </Space>
          ),
        }))}
      />
    );

  return (
    <Drawer open onClose={onClose} title={t('workdays.audit.titleOf', { date: dayjs(date).format('D MMMM YYYY') })} width={460}>
      {body}
    </Drawer>
  );
}
