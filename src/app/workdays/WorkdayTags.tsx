import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWorkingShift, type ShiftForDay, type WorkdayState } from '../../shared/workday';
import { formatMinutes } from './formatMinutes';
import { TIME_COLORS } from './timelineColors';
import type { WorkdayRecord } from './workdayApi';

const STATE_COLORS: Record<WorkdayState, string> = {
  started: 'processing', pause: 'gold', finish: 'green', automaticFinish: 'red', cancel: 'default', change: 'cyan',
};

export function StateTag({ state }: { state: WorkdayState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }} data-testid="workday-state">{t(`workdays.states.${state}`)}</Tag>;
}

/** "Mañana 07:00–15:00", "Descanso": what was planned, in a line. */
export function ShiftText({ shift }: { shift?: ShiftForDay | null }) {
  const { t } = useTranslation();
  if (!shift) return <Typography.Text type="secondary">{t('workdays.record.noShift')}</Typography.Text>;
  if (!isWorkingShift(shift)) return <Typography.Text type="secondary">{t(`workdays.shiftTypes.${shift.type}`)}</Typography.Text>;
  return (
    <Typography.Text type="secondary">
      {`${shift.startTime}–${shift.endTime}`}
      {shift.type !== 'simple' ? ` · ${t(`workdays.shiftTypes.${shift.type}`)}` : ''}
    </Typography.Text>
  );
}

/** The day's totals: worked time and state first, then what a manager looks for (overtime, lateness, breaks, night). */
export function Totals({ workday }: { workday: WorkdayRecord }) {
  const { t } = useTranslation();
  const { totals } = workday;
  const chip = (key: string, minutes: number, color: string, prefix = '') =>
    minutes > 0 ? (
      <Tag key={key} color={color} style={{ marginInlineEnd: 0 }} data-testid={`total-${key}`}>
        {`${t(`workdays.totals.${key}`)} ${prefix}${formatMinutes(minutes)}`}
      </Tag>
    ) : null;
  return (
    <Space direction="vertical" size={4}>
      <Space size={8} align="center">
        <Tooltip title={totals.planned ? t('workdays.record.plannedMinutes', { time: formatMinutes(totals.planned) }) : undefined}>
          <Typography.Text strong data-testid="total-worked">{formatMinutes(totals.worked)}</Typography.Text>
        </Tooltip>
        <StateTag state={workday.state} />
      </Space>
      <Space size={4} wrap>
        {chip('extra', totals.extra, TIME_COLORS.EXTRA_HOURS, '+')}
        {chip('late', totals.late, 'volcano')}
        {chip('earlyDeparture', totals.earlyDeparture, 'orange')}
        {chip('break', totals.break, 'default')}
        {chip('night', totals.night, 'geekblue')}
      </Space>
    </Space>
  );
}

/** Warnings of a computed workday (forgotten check-out…), with how many error reports wait for review. */
export function WarningTags({ workday }: { workday: WorkdayRecord }) {
  const { t } = useTranslation();
  if (!workday.warnings.length && !workday.manual) return null;
  return (
    <Space size={4} wrap>
      {workday.manual ? <Tag color="cyan">{t('workdays.record.manual')}</Tag> : null}
      {workday.warnings.map((w) => (
        <Tooltip key={w} title={t(`workdays.warnings.${w}.help`)}>
          <Tag color="warning" style={{ marginInlineEnd: 0 }}>{t(`workdays.warnings.${w}.label`)}</Tag>
        </Tooltip>
      ))}
      {workday.pendingReviews ? <Tag color="red">{t('workdays.record.pendingReviews', { count: workday.pendingReviews })}</Tag> : null}
    </Space>
  );
}
