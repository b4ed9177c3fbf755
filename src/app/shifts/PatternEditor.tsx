import { Button, Form, Modal, Select, notification } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { loadPattern, savePattern, type ShiftPattern, type ShiftTemplate } from './shiftsApi';

const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** One collaborator's weekly pattern (template per weekday) used for virtual shifts and the 8-week generation. */
export function PatternEditor({ userId, templates, onSaved }: { userId: string; templates: ShiftTemplate[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pattern, setPattern] = useState<ShiftPattern | null>(null);
  useEffect(() => {
    if (open) void loadPattern(userId).then(setPattern).catch((err: ApiHttpError) => notification.error({ message: err.message }));
  }, [open, userId]);
  const save = async () => {
    if (!pattern) return;
    try {
      await savePattern(userId, pattern);
      notification.success({ message: t('shifts.patternSaved') });
      setOpen(false);
      onSaved();
    } catch (err) {
      notification.error({ message: (err as ApiHttpError).message });
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="pattern-open">{t('shifts.pattern')}</Button>
      <Modal open={open} title={t('shifts.pattern')} onCancel={() => setOpen(false)} onOk={() => void save()} okText={t('shifts.save')} cancelText={t('shifts.cancel')}>
        <Form layout="horizontal" labelCol={{ span: 8 }}>
          {ORDER.map((d) => (
            <Form.Item key={d} label={<span style={{ textTransform: 'capitalize' }}>{dayjs().day(d).format('dddd')}</span>}>
              <Select allowClear value={pattern?.weekdays[String(d)] ?? undefined}
                onChange={(v?: string) => pattern && setPattern({ ...pattern, weekdays: { ...pattern.weekdays, [String(d)]: v ?? null } })}
                options={templates.map((x) => ({ value: x.id, label: x.name }))} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </>
  );
}
