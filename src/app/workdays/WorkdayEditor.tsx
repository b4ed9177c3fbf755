import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, DatePicker, Form, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PAIRS, maxWorkedMinutesFor, validateManualWorkday, type GeneralConfig, type ShiftForDay, type WorkdayFieldError,
} from '../../shared/workday';
import type { ApiHttpError } from '../providers/http';
import { bodyOf, editorValuesOf, manualInputOf, namePathOf, type EditorValues } from './editorValues';
import { ShiftText } from './WorkdayTags';
import { workdayApi, type WorkdayRecord } from './workdayApi';

const TIME_FORMAT = 'DD/MM/YYYY HH:mm';

export interface WorkdayEditorProps {
  userId: string;
  /** the workday to correct, or none to type a new one on `date` */
  workday?: WorkdayRecord;
  date: string;
  timeZone: string;
  config: GeneralConfig;
  shiftOf: (date: string) => ShiftForDay | undefined;
  /** the person's other workdays on screen (a new one may not overlap them) */
  others: WorkdayRecord[];
  onClose: () => void;
  onSaved: () => void;
}

type FieldErrors = { name: (string | number)[]; errors: string[] }[];

/**
 * Create or correct a workday by hand: check-in/check-out pairs and breaks as date-and-time pickers in the person's
 * zone. The same validateManualWorkday the server runs checks the form on save (and live after a first attempt), and
 * each of the spec's codes lands on its field; the server's answer is shown the same way.
 */
export function WorkdayEditor({ userId, workday, date, timeZone, config, shiftOf, others, onClose, onSaved }: WorkdayEditorProps) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [form] = Form.useForm<EditorValues>();
  const initial = useMemo(() => editorValuesOf(workday, date, timeZone), [workday, date, timeZone]);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [listErrors, setListErrors] = useState<string[]>([]);
  const [shownFields, setShownFields] = useState<string[]>([]);
  const pickedDate = Form.useWatch('date', form);
  const dayOf = (pickedDate?.isValid() ? pickedDate.format('YYYY-MM-DD') : null) ?? date;

  /** Shows errors on their pickers (clearing the ones fixed since) and the list-wide ones above the lists. */
  const show = (errors: { field: string; message: string }[]) => {
    const onFields = errors.filter((e) => /\.\d+\./.test(e.field) || e.field === 'date');
    const byField = new Map<string, string[]>();
    for (const e of onFields) byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
    const cleared: FieldErrors = shownFields.filter((f) => !byField.has(f)).map((f) => ({ name: namePathOf(f), errors: [] }));
    form.setFields([...cleared, ...[...byField].map(([f, messages]) => ({ name: namePathOf(f), errors: messages }))] as never);
    setShownFields([...byField.keys()]);
    setListErrors(errors.filter((e) => !onFields.includes(e)).map((e) => e.message));
  };
  const translate = (errors: WorkdayFieldError[]) => errors.map((e) => ({ field: e.field, message: t(e.message, e.params) }));

  const check = (): WorkdayFieldError[] => {
    const input = manualInputOf(form.getFieldsValue(true), timeZone, workday?.id);
    const shift = shiftOf(input.date) ?? null;
    return validateManualWorkday(input, {
      timeZone,
      now: Date.now(),
      existingWorkdays: others.filter((w) => w.id !== workday?.id).map((w) => ({ id: w.id, clocks: w.clocks })),
      maxWorkedMinutes: maxWorkedMinutesFor(shift, config, timeZone),
    });
  };

  const save = async () => {
    setAttempted(true);
    const errors = check();
    show(translate(errors));
    if (errors.length) return;
    setSaving(true);
    try {
      await workdayApi.save(bodyOf(manualInputOf(form.getFieldsValue(true), timeZone, workday?.id), userId));
      notify?.({ type: 'success', message: t('toasts.MarkUpdatedSuccessfully') });
      onSaved();
    } catch (e) {
      const err = e as ApiHttpError;
      const fieldErrors = Object.entries(err.errors ?? {}).flatMap(([field, messages]) => (Array.isArray(messages) ? messages : [String(messages)]).map((message) => ({ field, message })));
      show(fieldErrors);
      notify?.({ type: 'error', message: t('workdays.editor.saveFailed'), description: err.message });
    } finally {
      setSaving(false);
    }
  };

  const picker = (name: (string | number)[], label: string, testId: string) => (
    <Form.Item name={name} label={label} style={{ marginBottom: 8, flex: 1, minWidth: 190 }}>
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format={TIME_FORMAT}
        needConfirm={false}
        style={{ width: '100%' }}
        placeholder={TIME_FORMAT.toLowerCase()}
        defaultPickerValue={dayjs(dayOf)}
        data-testid={testId}
      />
    </Form.Item>
  );

  const pairList = (list: 'clocks' | 'breaks') => {
    const [from, to] = list === 'clocks' ? ['in', 'out'] : ['start', 'end'];
    return (
      <Form.List name={list}>
        {(items, { add, remove }) => (
          <Space direction="vertical" size={0} style={{ width: '100%' }}>
            {items.map((item, i) => (
              <Space key={item.key} align="start" style={{ display: 'flex', width: '100%' }} data-testid={`${list}-${i}`}>
                {picker([item.name, from], t(`workdays.editor.${list}.${from}`, { n: i + 1 }), `${list}-${i}-${from}`)}
                {picker([item.name, to], t(`workdays.editor.${list}.${to}`, { n: i + 1 }), `${list}-${i}-${to}`)}
                <Button type="text" icon={<DeleteOutlined />} aria-label={t('workdays.editor.remove')} style={{ marginTop: 30 }} onClick={() => remove(item.name)} />
              </Space>
            ))}
            {items.length < MAX_PAIRS ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid={`add-${list}`}>
                {t(`workdays.editor.${list}.add`)}
              </Button>
            ) : null}
          </Space>
        )}
      </Form.List>
    );
  };

  return (
    <Modal
      open
      title={workday ? t('workdays.editor.editTitle', { date: dayjs(date).format('dddd D MMMM YYYY') }) : t('workdays.editor.createTitle')}
      onCancel={onClose}
      onOk={save}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'save-workday' } as never}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        requiredMark={false}
        onValuesChange={() => attempted && show(translate(check()))}
      >
        <Space align="end" size={16} wrap style={{ marginBottom: 8 }}>
          <Form.Item name="date" label={t('workdays.editor.date')} style={{ marginBottom: 0 }}>
            <DatePicker format="DD/MM/YYYY" disabled={!!workday} allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Space direction="vertical" size={0} style={{ paddingBottom: 4 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('workdays.editor.planned')}</Typography.Text>
            <ShiftText shift={shiftOf(dayOf)} />
          </Space>
        </Space>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('workdays.editor.zoneHelp', { zone: timeZone })}</Typography.Paragraph>
        {listErrors.length ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={listErrors.join(' · ')} data-testid="workday-errors" /> : null}
        <Typography.Title level={5}>{t('workdays.editor.clocks.title')}</Typography.Title>
        {pairList('clocks')}
        <Typography.Title level={5} style={{ marginTop: 16 }}>{t('workdays.editor.breaks.title')}</Typography.Title>
        {pairList('breaks')}
      </Form>
    </Modal>
  );
}
