import { Tooltip } from 'antd';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from './shiftsApi';

export const TEMPLATE_MIME = 'application/x-shift-template';

/**
 * One user × day cell: the shift (virtual ones dashed), a special-day marker; accepts a dragged template and opens the
 * editor only when given the handlers (a user whose role may not assign shifts gets a read-only cell).
 */
export function ShiftCell({ day, userId, onDropTemplate, onOpen, showDate }: {
  day: CalendarDay;
  userId: string;
  onDropTemplate?: (templateId: string) => void;
  onOpen?: () => void;
  showDate?: boolean;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const s = day.shift;
  const special = day.specialDays.length > 0;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const id = e.dataTransfer.getData(TEMPLATE_MIME) || e.dataTransfer.getData('text/plain');
    if (id) onDropTemplate?.(id);
  };
  const editable = onOpen ? { role: 'button', tabIndex: 0, onClick: onOpen, onKeyDown: (e: KeyboardEvent) => { if (e.key === 'Enter') onOpen(); } } : {};
  const droppable = onDropTemplate ? {
    onDragOver: (e: DragEvent) => { e.preventDefault(); e.dataTransfer.dropEffect = 'copy'; setOver(true); },
    onDragLeave: () => setOver(false),
    onDrop,
  } : {};
  return (
    <div
      data-testid={`cell-${userId}-${day.date}`}
      data-shift={s ? (s.templateName ?? s.type) : ''}
      {...editable}
      {...droppable}
      style={{
        minHeight: 52, padding: 4, cursor: onOpen ? 'pointer' : 'default', borderRadius: 6,
        background: over ? '#e6f4ff' : special ? '#fff7e6' : undefined,
        outline: over ? '2px dashed #1677ff' : undefined,
      }}
    >
      {showDate && <div style={{ fontSize: 11, color: '#8c8c8c' }}>{Number(day.date.slice(8))}</div>}
      {special && (
        <Tooltip title={day.specialDays.map((d) => d.name).join(', ')}>
          <div style={{ fontSize: 11, color: '#d46b08', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>★ {day.specialDays[0].name}</div>
        </Tooltip>
      )}
      {s && (
        <div
          title={s.virtual ? t('shifts.virtual') : undefined}
          style={{
            borderLeft: `4px solid ${s.color}`, background: `${s.color}22`, borderRadius: 4, padding: '2px 6px', fontSize: 12,
            border: s.virtual ? `1px dashed ${s.color}` : undefined, opacity: s.virtual ? 0.75 : 1,
          }}
        >
          <div style={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{s.templateName ?? t(`shifts.types.${s.type}`)}</div>
          {s.startTime && <div>{s.startTime}–{s.endTime}</div>}
        </div>
      )}
    </div>
  );
}
