import { Alert, Card, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceByName } from '../../../resources';
import { ResourceFormPage } from '../engine/form/ResourceFormPage';
import type { FormOverrides } from '../engine/form/formOverrides';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import { request } from '../providers/http';
import { formatNumber } from '../shell/locale/formatNumber';
import { vacationApi, type VacationBalance } from './vacationApi';

const dayoffs = resourceByName('dayoffs')!;

/** The company's vacation reason (`isVacation`), undefined while loading, null when there is none. */
function useVacationReason(): string | null | undefined {
  const [id, setId] = useState<string | null>();
  useEffect(() => {
    request<{ typesOfDayoff: { id: string; isVacation?: boolean }[] }>('/companies/typesOfDayoff', { query: { limit: 500 } })
      .then((d) => setId(d.typesOfDayoff.find((r) => r.isVacation)?.id ?? null), () => setId(null));
  }, []);
  return id;
}

/** What the chosen person has left, as the ledger says today (the server checks the request against it again). */
function AvailableDays({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<VacationBalance | null>();
  useEffect(() => {
    setBalance(undefined);
    vacationApi.balance(userId).then(setBalance, () => setBalance(null));
  }, [userId]);
  if (balance === undefined) return <Skeleton.Input active size="small" />;
  if (!balance) return null;
  if (balance.missing) return <Alert type="warning" showIcon message={t(`vacation.missing.${balance.missing}`)} />;
  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  return (
    <Typography.Text data-testid="vacation-available">
      {t('vacation.add.available', { date: formatDate(balance.asOf, dateFormat), days: formatNumber(balance.totals?.available ?? 0) })}
      {' · '}{balance.matrix?.name}
    </Typography.Text>
  );
}

/**
 * /absences/vacation/add (spec §2): the generic request form with the reason fixed to the company's vacation, and
 * the person's available days beside it; the server refuses what the balance does not cover, on the dates.
 */
export default function VacationAddPage() {
  const { t } = useTranslation();
  const reasonId = useVacationReason();
  const [userId, setUserId] = useState<string>();
  const overrides = useMemo<FormOverrides>(() => ({
    preset: reasonId ? { typeId: reasonId } : {},
    // a vacation is taken in whole days: no part-day hours on this form
    adaptSchema: (schema) => {
      const { partial: _partial, ...properties } = schema.properties ?? {};
      return { schema: { ...schema, properties }, ui: { typeId: { 'ui:widget': 'hidden' } } };
    },
    onChange: (next) => {
      setUserId(typeof next.userId === 'string' ? next.userId : undefined);
      return next;
    },
  }), [reasonId]);
  if (reasonId === undefined) return <Skeleton active />;
  if (reasonId === null) return <Alert type="info" showIcon message={t('vacation.add.noReason')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('vacation.add.title')}>
        {userId ? <AvailableDays userId={userId} /> : <Typography.Text type="secondary">{t('vacation.add.person')}</Typography.Text>}
      </Card>
      <ResourceFormPage resource={dayoffs} action="create" overrides={overrides} />
    </Space>
  );
}
