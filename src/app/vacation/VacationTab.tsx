import { Alert, App, Button, Card, DatePicker, Flex, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '../../shared/absences';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { formatNumber } from '../shell/locale/formatNumber';
import { AdjustmentModal } from './AdjustmentModal';
import { vacationApi, type MatrixOption, type VacationBalance } from './vacationApi';
import { useCauseText } from './useCauseText';

const TOTALS = ['accrued', 'used', 'expired', 'adjusted', 'reserved', 'balance', 'available'] as const;
/** The latest movements first: the running balance of the top line is the balance on the date asked. */
const newestFirst = (entries: LedgerEntry[]) => entries.map((e, i) => ({ ...e, key: i })).reverse();
const KIND_COLOURS: Record<string, string> = { ACCRUAL: 'green', USE: 'blue', EXPIRY: 'red', ADJUSTMENT: 'purple', RESERVED: 'gold' };

/**
 * A collaborator's vacation on the profile: the matrix they follow (changed by whoever may assign matrices), the
 * totals, and the ledger that explains the balance line by line; a date after today answers "what if".
 */
export function VacationTab({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  const canAssign = useAllowed('vacationmatrices', 'edit');
  const canAdjust = useAllowed('vacationmatrices', 'create');
  const causeText = useCauseText(dateFormat);
  const [asOf, setAsOf] = useState<Dayjs | null>(null);
  const [data, setData] = useState<VacationBalance>();
  const [matrices, setMatrices] = useState<MatrixOption[]>([]);
  const [adjusting, setAdjusting] = useState(false);
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      setData(await vacationApi.balance(userId, asOf?.format('YYYY-MM-DD')));
      setError(undefined);
    } catch (err) {
      setError((err as ApiHttpError).message);
    }
  }, [userId, asOf]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (canAssign) vacationApi.matrices().then(setMatrices, () => setMatrices([]));
  }, [canAssign]);

  const assign = async (matrixId: string | undefined) => {
    try {
      await (matrixId ? vacationApi.assign(matrixId, [userId]) : vacationApi.unassign([userId]));
      message.success(t('vacation.assigned'));
      await load();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };
  const removeAdjustment = async (id: string) => {
    await vacationApi.removeAdjustment(id);
    message.success(t('vacation.adjustment.removed'));
    await load();
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data) return <Card loading />;
  const future = data.asOf > data.today;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="vacation-tab">
      <Flex wrap gap="middle" align="center" justify="space-between">
        <Space wrap>
          <Typography.Text strong>{t('vacation.matrix')}:</Typography.Text>
          {canAssign ? (
            <Select
              id="vacation_matrix" style={{ minWidth: 240 }} allowClear placeholder={t('vacation.noMatrix')}
              value={data.matrix?.id} onChange={(v) => void assign(v)}
              options={matrices.map((m) => ({ value: m.id, label: m.name }))}
            />
          ) : (
            <Typography.Text>{data.matrix?.name ?? t('vacation.noMatrix')}</Typography.Text>
          )}
        </Space>
        <Space wrap>
          <Typography.Text>{t('vacation.asOf')}</Typography.Text>
          <DatePicker id="vacation_asOf" format={dateFormat} value={asOf ?? dayjs(data.asOf)} onChange={setAsOf} allowClear={false} />
          {canAdjust && data.matrix ? <Button onClick={() => setAdjusting(true)}>{t('vacation.adjust')}</Button> : null}
        </Space>
      </Flex>
      {data.missing ? <Alert type="info" showIcon message={t(`vacation.missing.${data.missing}`)} /> : null}
      {future ? <Alert type="warning" showIcon message={t('vacation.whatIf')} /> : null}
      {data.totals ? (
        <Card size="small">
          <Flex wrap gap="large" data-testid="vacation-totals">
            {TOTALS.map((k) => (
              <Statistic key={k} title={t(`vacation.totals.${k}`)} value={formatNumber(data.totals![k])} valueStyle={k === 'available' ? { color: '#1677ff' } : undefined} />
            ))}
          </Flex>
        </Card>
      ) : null}
      {data.entries ? (
        <Table<LedgerEntry & { key: number }>
          size="small" rowKey="key" dataSource={newestFirst(data.entries)} pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 720 }} data-testid="vacation-ledger"
          columns={[
            { key: 'date', title: t('vacation.columns.date'), width: 110, render: (_, e) => formatDate(e.date, dateFormat) },
            {
              key: 'kind', title: t('vacation.columns.kind'), width: 150,
              render: (_, e) => (
                <Space size={4}>
                  <Tag color={KIND_COLOURS[e.kind]}>{t(`vacation.kinds.${e.kind}`)}</Tag>
                  {e.projected ? <Tag>{t('vacation.projected')}</Tag> : null}
                </Space>
              ),
            },
            { key: 'days', title: t('vacation.columns.days'), align: 'right', width: 80, render: (_, e) => `${e.days > 0 ? '+' : ''}${formatNumber(e.days)}` },
            { key: 'cycle', title: t('vacation.columns.cycle'), width: 110, render: (_, e) => e.cycle ?? '—' },
            { key: 'cause', title: t('vacation.columns.cause'), render: (_, e) => causeText(e) },
            { key: 'balance', title: t('vacation.columns.balance'), align: 'right', width: 90, render: (_, e) => formatNumber(e.balance) },
          ]}
        />
      ) : null}
      {data.adjustments.length ? (
        <Card size="small" title={t('vacation.adjustmentsTitle')}>
          {data.adjustments.map((a) => (
            <Flex key={a.id} justify="space-between" align="center" style={{ padding: '4px 0' }}>
              <span>{formatDate(a.date, dateFormat)} · {a.days > 0 ? '+' : ''}{formatNumber(a.days)} · {a.note}</span>
              {canAdjust ? <Button size="small" danger type="link" onClick={() => void removeAdjustment(a.id)}>{t('vacation.adjustment.remove')}</Button> : null}
            </Flex>
          ))}
        </Card>
      ) : null}
      <AdjustmentModal
        open={adjusting} userId={userId} dateFormat={dateFormat}
        onClose={() => setAdjusting(false)}
        onSaved={async () => { setAdjusting(false); message.success(t('vacation.adjustment.saved')); await load(); }}
      />
    </Space>
  );
}
