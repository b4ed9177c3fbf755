import { CloudUploadOutlined, DownloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { useCustom, useInvalidate } from '@refinedev/core';
import { App, Button, DatePicker, Popconfirm, Space, Tag, theme, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveFlags } from '../../shared/companyFlags';
import { noveltiesGenerate } from '../../shared/novelties';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { useSession } from '../shell/session/useSession';
import { formatQuantity } from './NoveltyQuantity';
import { noveltiesApi, type PeriodSummary } from './noveltiesApi';

/**
 * The pay period the list shows (a month), its figures, and what can be done with it: bring its novelties from
 * absences and workdays (novelties version V2), send it to payroll (locks it), reopen it.
 */
export function PeriodBar({ period, onPeriod }: { period: string; onPeriod: (period: string) => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const company = useSession()?.company;
  const canCreate = useAllowed('novelties', 'create');
  const canEdit = useAllowed('novelties', 'edit');
  const [busy, setBusy] = useState<string>();
  const { token } = theme.useToken();
  const { query: summaryQuery, result: summary } = useCustom<PeriodSummary>({ url: '/novelties/summary', method: 'get', config: { query: { period } }, errorNotification: false });
  const v2 = noveltiesGenerate(effectiveFlags(company as Record<string, unknown> | undefined).noveltiesVersion);

  const run = async (key: string, action: () => Promise<Record<string, number>>) => {
    setBusy(key);
    try {
      const result = await action();
      message.success(t(`novelties.period.done.${key}`, result));
      await Promise.all([
        invalidate({ resource: 'novelties', invalidates: ['list', 'many', 'detail'] }),
        summaryQuery.refetch(),
      ]);
    } catch (err) {
      message.error((err as ApiHttpError).message || t('novelties.period.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  // Refine answers an empty object until the summary arrives
  const s = Array.isArray(summary.data?.byType) ? summary.data : undefined;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px', background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}>
      <Space wrap size={8}>
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${period}-01`)}
          format="MMMM YYYY"
          onChange={(d) => d && onPeriod(d.format('YYYY-MM'))}
          aria-label={t('novelties.period.label')}
          data-testid="novelties-period"
        />
        {s && (
          <Tooltip title={s.byType.map((r) => <div key={r.type}>{t(`novelties.enums.type.${r.type}`)}: {r.count} · {formatQuantity(r.total, r.unit, i18n.language, t)}</div>)}>
            <Space size={4}>
              <Tag color="blue" data-testid="novelties-open">{t('novelties.period.open', { count: s.open })}</Tag>
              <Tag color="green" data-testid="novelties-sent">{t('novelties.period.sent', { count: s.sent })}</Tag>
            </Space>
          </Tooltip>
        )}
      </Space>
      <Space wrap size={8}>
        {v2 && canCreate && (
          <Tooltip title={t('novelties.period.generateHelp')}>
            <Button icon={<DownloadOutlined />} loading={busy === 'generate'} onClick={() => run('generate', () => noveltiesApi.generate(period))} data-testid="novelties-generate">
              {t('novelties.period.generate')}
            </Button>
          </Tooltip>
        )}
        {canEdit && (s?.open ?? 0) > 0 && (
          <Popconfirm title={t('novelties.period.sendConfirm', { count: s?.open ?? 0 })} onConfirm={() => run('send', () => noveltiesApi.send(period))} okText={t('novelties.period.send')}>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={busy === 'send'} data-testid="novelties-send">{t('novelties.period.send')}</Button>
          </Popconfirm>
        )}
        {canEdit && (s?.sent ?? 0) > 0 && (
          <Popconfirm title={t('novelties.period.reopenConfirm', { count: s?.sent ?? 0 })} onConfirm={() => run('reopen', () => noveltiesApi.reopen(period))} okText={t('novelties.period.reopen')}>
            <Button icon={<UnlockOutlined />} loading={busy === 'reopen'} data-testid="novelties-reopen">{t('novelties.period.reopen')}</Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}
