import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isWorkingShift } from '../../shared/workday';
import { DayTimeline } from './DayTimeline';
import type { RecordDay } from './recordDays';
import type { TimelineScale } from './timelineScale';
import { ShiftText, Totals, WarningTags } from './WorkdayTags';

export interface DayActions {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onCreate: (date: string) => void;
  onEdit: (day: RecordDay) => void;
  onDelete: (day: RecordDay) => Promise<void>;
  onHistory: (day: RecordDay) => void;
}

/** The grid columns of a day line (date, bar, totals, buttons) and of the axis above them. */
export const dayColumns = (mobile: boolean) => (mobile ? '1fr auto' : '140px minmax(260px, 1fr) 270px 104px');

/** On a phone: date and buttons on one line, then the bar and the totals across the width. */
const mobileCell = (mobile: boolean, order: number, wide: boolean) => (mobile ? { order, ...(wide ? { gridColumn: '1 / -1' } : {}) } : {});

/** One date of the record: what was planned, the bar, the totals and warnings, and what may be done with it. */
export function DayRow({ day, today, scale, timeZone, actions, mobile }: { day: RecordDay; today: string; scale: TimelineScale; timeZone: string; actions: DayActions; mobile: boolean }) {
  const { t } = useTranslation();
  const { workday, shift, date } = day;
  const weekend = [0, 6].includes(dayjs(date).day());
  const missing = !workday && date < today && isWorkingShift(shift);

  return (
    <div
      data-testid={`day-${date}`}
      style={{
        display: 'grid', gridTemplateColumns: dayColumns(mobile), gap: mobile ? 8 : 16, alignItems: 'center',
        padding: '10px 12px', borderBottom: '1px solid #f0f0f0', background: date === today ? '#f6fffa' : undefined,
      }}
    >
      <Space direction="vertical" size={0} style={mobileCell(mobile, 1, false)}>
        <Typography.Text strong style={{ textTransform: 'capitalize', color: weekend ? '#8c8c8c' : undefined }}>
          {dayjs(date).format('ddd D MMM')}
        </Typography.Text>
        <ShiftText shift={shift} />
      </Space>
      <div style={mobileCell(mobile, 3, true)}>
        <DayTimeline date={date} workday={workday} shift={shift} scale={scale} timeZone={timeZone} />
      </div>
      <div style={mobileCell(mobile, 4, true)}>
        {workday ? (
          <Space direction="vertical" size={4}>
            <Totals workday={workday} />
            <WarningTags workday={workday} />
          </Space>
        ) : missing ? (
          <Tag color="orange">{t('workdays.record.noMarks')}</Tag>
        ) : date > today ? (
          <Typography.Text type="secondary">{t('workdays.record.upcoming')}</Typography.Text>
        ) : mobile ? null : (
          <Typography.Text type="secondary">—</Typography.Text>
        )}
      </div>
      <Space size={2} style={{ justifyContent: 'flex-end', ...mobileCell(mobile, 2, false) }}>
        {workday ? (
          <>
            {actions.canEdit ? (
              <Tooltip title={t('workdays.record.edit')}>
                <Button type="text" icon={<EditOutlined />} aria-label={t('workdays.record.edit')} data-testid="edit-workday" onClick={() => actions.onEdit(day)} />
              </Tooltip>
            ) : null}
            <Tooltip title={t('workdays.audit.title')}>
              <Button type="text" icon={<HistoryOutlined />} aria-label={t('workdays.audit.title')} data-testid="workday-history" onClick={() => actions.onHistory(day)} />
            </Tooltip>
            {actions.canDelete ? (
              <Popconfirm title={t('workdays.record.deleteConfirm')} description={t('workdays.record.deleteHelp')} onConfirm={() => actions.onDelete(day)} okButtonProps={{ danger: true }} overlayStyle={{ maxWidth: 340 }}>
                <Tooltip title={t('common.buttons.delete')}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.buttons.delete')} data-testid="delete-workday" />
                </Tooltip>
              </Popconfirm>
            ) : null}
          </>
        ) : actions.canCreate && date <= today ? (
          <Tooltip title={t('workdays.record.add')}>
            <Button type="text" icon={<PlusOutlined />} aria-label={t('workdays.record.add')} data-testid="add-workday" onClick={() => actions.onCreate(date)} />
          </Tooltip>
        ) : null}
      </Space>
    </div>
  );
}
