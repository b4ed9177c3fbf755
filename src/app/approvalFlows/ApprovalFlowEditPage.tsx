import { PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Select, Space, Switch, TreeSelect, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RefSelect } from '../engine/list/RefSelect';
import { request } from '../providers/http';
import { useBranches } from '../team/useBranches';
import { approvalFlowsApi, type ApprovalPath, type FlowInput, type FlowStep, type RequestType } from './approvalFlowsApi';
import { ApprovalPathSteps } from './ApprovalPathSteps';
import { canWriteFlows } from './canWriteFlows';
import { SortableStep } from './SortableStep';

const TYPES: RequestType[] = ['absence', 'correction', 'review', 'novelty'];
const EMPTY: FlowInput = { name: '', requestType: 'absence', priority: 0, active: true, conditions: {}, steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }], escalateAfterHours: null };

/** /aproval-flow/{id} (and /aproval-flow/new): a flow's conditions and steps (drag to reorder), with a preview of who would approve a sample request. */
export default function ApprovalFlowEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const canWrite = canWriteFlows();
  const branches = useBranches();
  const [flow, setFlow] = useState<FlowInput>(EMPTY);
  const [keys, setKeys] = useState<string[]>(['s0']);
  const nextKey = useRef(1);
  const [loading, setLoading] = useState(!isNew);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<{ id: string; title: string }[]>([]);
  const [people, setPeople] = useState<{ id: string; name: string }[]>([]);
  const [sample, setSample] = useState<{ userId?: string; days: number; typeId?: string }>({ days: 1 });
  const [preview, setPreview] = useState<ApprovalPath | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  useEffect(() => {
    request<{ typesOfDayoff: { id: string; title: string }[] }>('/companies/typesOfDayoff', { query: { limit: 500 } }).then((r) => setReasons(r.typesOfDayoff)).catch(() => undefined);
    request<{ admins: { id: string; firstName: string; lastName?: string | null }[] }>('/users/admin/getAdminTable', { query: { limit: 200 } })
      .then((r) => setPeople(r.admins.map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName ?? ''}`.trim() })))).catch(() => undefined);
    if (isNew) return;
    const ctl = new AbortController();
    approvalFlowsApi.one(id, ctl.signal).then((f) => {
      setFlow({ name: f.name, requestType: f.requestType, priority: f.priority, active: f.active, conditions: f.conditions, steps: f.steps, escalateAfterHours: f.escalateAfterHours });
      setKeys(f.steps.map((_, i) => `s${i}`));
      nextKey.current = f.steps.length;
    }).catch((e: Error) => setError(e.message)).finally(() => setLoading(false));
    return () => ctl.abort();
  }, [id, isNew]);

  const setSteps = (steps: FlowStep[], newKeys = keys) => {
    setFlow((f) => ({ ...f, steps }));
    setKeys(newKeys);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    setSteps(arrayMove(flow.steps, from, to), arrayMove(keys, from, to));
  };
  const conditions = (patch: Partial<FlowInput['conditions']>) => setFlow((f) => ({ ...f, conditions: { ...f.conditions, ...patch } }));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = isNew ? await approvalFlowsApi.create(flow) : await approvalFlowsApi.update(id, flow);
      void message.success(t('approvalFlows.saved'));
      if (isNew) navigate(`/aproval-flow/${saved.id}`, { replace: true });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    await approvalFlowsApi.remove(id);
    navigate('/aproval-flows');
  };
  const runPreview = async () => {
    if (!sample.userId) return;
    try {
      setPreview(await approvalFlowsApi.preview(flow, { userId: sample.userId, days: sample.days, typeId: sample.typeId }));
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Card
          loading={loading}
          title={isNew ? t('approvalFlows.new') : t('approvalFlows.edit')}
          extra={canWrite && (
            <Space>
              {!isNew && <Popconfirm title={t('approvalFlows.confirmDelete')} onConfirm={remove}><Button danger>{t('approvalFlows.delete')}</Button></Popconfirm>}
              <Button type="primary" loading={saving} onClick={save} disabled={!flow.name.trim() || flow.steps.some((s) => !s.approvers.length)} data-testid="approval-flow-save">{t('approvalFlows.save')}</Button>
            </Space>
          )}
        >
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
          <Form layout="vertical" disabled={!canWrite}>
            {/* one field a line on a phone, two for the short ones: fixed spans squeezed them to a letter */}
            <Row gutter={12}>
              <Col xs={24} md={10}><Form.Item label={t('approvalFlows.field.name')} required><Input value={flow.name} onChange={(e) => setFlow({ ...flow, name: e.target.value })} data-testid="approval-flow-name" /></Form.Item></Col>
              <Col xs={24} md={7}><Form.Item label={t('approvalFlows.field.requestType')}><Select value={flow.requestType} options={TYPES.map((v) => ({ value: v, label: t(`approvalFlows.requestType.${v}`) }))} onChange={(v: RequestType) => setFlow({ ...flow, requestType: v })} /></Form.Item></Col>
              <Col xs={12} md={4}><Form.Item label={t('approvalFlows.field.priority')} tooltip={t('approvalFlows.help.priority')}><InputNumber value={flow.priority} onChange={(v) => setFlow({ ...flow, priority: Number(v ?? 0) })} style={{ width: '100%' }} /></Form.Item></Col>
              <Col xs={12} md={3}><Form.Item label={t('approvalFlows.field.active')}><Switch checked={flow.active} onChange={(v) => setFlow({ ...flow, active: v })} /></Form.Item></Col>
            </Row>
            <Typography.Title level={5}>{t('approvalFlows.conditions')}</Typography.Title>
            <Row gutter={12}>
              <Col xs={24} md={8}><Form.Item label={t('approvalFlows.field.reasons')}><Select mode="multiple" allowClear value={flow.conditions.typeIds ?? []} options={reasons.map((r) => ({ value: r.id, label: r.title }))} onChange={(v: string[]) => conditions({ typeIds: v })} optionFilterProp="label" placeholder={t('approvalFlows.any')} /></Form.Item></Col>
              <Col xs={24} md={8}><Form.Item label={t('approvalFlows.field.units')}><TreeSelect multiple allowClear treeDefaultExpandAll treeData={branches.tree} value={flow.conditions.unitIds ?? []} onChange={(v: string[]) => conditions({ unitIds: v })} placeholder={t('approvalFlows.any')} /></Form.Item></Col>
              <Col xs={12} md={4}><Form.Item label={t('approvalFlows.field.minDays')}><InputNumber min={0} value={flow.conditions.minDays ?? null} onChange={(v) => conditions({ minDays: v ?? undefined })} style={{ width: '100%' }} /></Form.Item></Col>
              <Col xs={12} md={4}><Form.Item label={t('approvalFlows.field.maxDays')}><InputNumber min={0} value={flow.conditions.maxDays ?? null} onChange={(v) => conditions({ maxDays: v ?? undefined })} style={{ width: '100%' }} /></Form.Item></Col>
            </Row>
            <Typography.Title level={5}>{t('approvalFlows.field.steps')}</Typography.Title>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={keys} strategy={verticalListSortingStrategy}>
                {flow.steps.map((s, i) => (
                  <SortableStep
                    key={keys[i]} id={keys[i]} index={i} step={s} people={people} disabled={!canWrite}
                    onChange={(step) => setSteps(flow.steps.map((x, k) => (k === i ? step : x)))}
                    onRemove={() => setSteps(flow.steps.filter((_, k) => k !== i), keys.filter((_, k) => k !== i))}
                  />
                ))}
              </SortableContext>
            </DndContext>
            <Button icon={<PlusOutlined />} onClick={() => setSteps([...flow.steps, { rule: 'any', approvers: [] }], [...keys, `s${nextKey.current++}`])} disabled={flow.steps.length >= 20} data-testid="approval-flow-add-step">{t('approvalFlows.addStep')}</Button>
            <Form.Item label={t('approvalFlows.field.escalateAfterHours')} tooltip={t('approvalFlows.help.escalation')} style={{ marginTop: 16 }}>
              <InputNumber min={1} max={2160} value={flow.escalateAfterHours} onChange={(v) => setFlow({ ...flow, escalateAfterHours: v ?? null })} placeholder={t('approvalFlows.never')} />
            </Form.Item>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Card title={t('approvalFlows.preview.title')}>
          <Typography.Paragraph type="secondary">{t('approvalFlows.preview.help')}</Typography.Paragraph>
          <Space direction="vertical" style={{ width: '100%' }}>
            <RefSelect resource="users" value={sample.userId} onChange={(v: unknown) => setSample({ ...sample, userId: (v as string | undefined) ?? undefined })} placeholder={t('approvalFlows.preview.person')} style={{ width: '100%' }} />
            <Space>
              <InputNumber min={0} value={sample.days} onChange={(v) => setSample({ ...sample, days: Number(v ?? 0) })} addonAfter={t('approvalFlows.preview.days')} />
              <Select allowClear value={sample.typeId} options={reasons.map((r) => ({ value: r.id, label: r.title }))} onChange={(v?: string) => setSample({ ...sample, typeId: v })} placeholder={t('approvalFlows.field.reasons')} style={{ width: 180 }} />
            </Space>
            <Button onClick={runPreview} disabled={!sample.userId || !flow.steps.length} data-testid="approval-flow-preview">{t('approvalFlows.preview.run')}</Button>
            {preview && (
              <>
                {preview.matches === false && <Alert type="warning" showIcon message={t('approvalFlows.preview.noMatch')} />}
                <ApprovalPathSteps path={preview} />
              </>
            )}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
