import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApproverRef, FlowStep } from './approvalFlowsApi';

/** An approver as a select value: `unitManager`, `role:<role>`, `user:<id>`. */
const toValue = (a: ApproverRef) => (a.kind === 'unitManager' ? 'unitManager' : a.kind === 'role' ? `role:${a.role}` : `user:${a.userId}`);
const fromValue = (v: string): ApproverRef => (v === 'unitManager' ? { kind: 'unitManager' } : v.startsWith('role:') ? { kind: 'role', role: v.slice(5) } : { kind: 'user', userId: v.slice(5) });

interface Props {
  id: string;
  index: number;
  step: FlowStep;
  people: { id: string; name: string }[];
  disabled: boolean;
  onChange: (step: FlowStep) => void;
  onRemove: () => void;
}

/** One step of the flow editor: dragged by its handle to reorder, with its name, approvers and rule. */
export function SortableStep({ id, index, step, people, disabled, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id, disabled });
  const options = [
    { label: t('approvalFlows.approver.unitManager'), value: 'unitManager' },
    ...['administrator', 'manager', 'owner'].map((r) => ({ label: t('approvalFlows.approver.role', { role: t(`approvalFlows.roles.${r}`) }), value: `role:${r}` })),
    ...people.map((p) => ({ label: p.name, value: `user:${p.id}` })),
  ];
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition, marginBottom: 12 }} data-testid={`flow-step-${index}`}>
      <Card size="small">
        <Space align="start" wrap>
          <Button type="text" icon={<HolderOutlined />} aria-label={t('approvalFlows.drag')} {...attributes} {...listeners} style={{ cursor: 'grab' }} disabled={disabled} />
          <strong style={{ lineHeight: '32px' }}>{index + 1}.</strong>
          <Input placeholder={t('approvalFlows.field.stepName')} value={step.name ?? ''} onChange={(e) => onChange({ ...step, name: e.target.value })} style={{ width: 180 }} disabled={disabled} />
          <Select
            mode="multiple"
            placeholder={t('approvalFlows.field.approvers')}
            value={step.approvers.map(toValue)}
            options={options}
            onChange={(vs: string[]) => onChange({ ...step, approvers: vs.map(fromValue) })}
            // never wider than a phone's card (its tags shorten instead)
            style={{ minWidth: 'min(280px, calc(100vw - 100px))', maxWidth: 'calc(100vw - 100px)' }}
            optionFilterProp="label"
            disabled={disabled}
            data-testid={`flow-step-${index}-approvers`}
          />
          <Radio.Group value={step.rule} onChange={(e) => onChange({ ...step, rule: e.target.value as FlowStep['rule'] })} disabled={disabled}>
            <Radio.Button value="any">{t('approvalFlows.rule.any')}</Radio.Button>
            <Radio.Button value="all">{t('approvalFlows.rule.all')}</Radio.Button>
          </Radio.Group>
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={t('approvalFlows.removeStep')} onClick={onRemove} disabled={disabled} />
        </Space>
      </Card>
    </div>
  );
}
