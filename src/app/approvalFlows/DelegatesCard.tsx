import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowed } from '../shell/access/useAllowed';
import { approvalFlowsApi, type Delegation } from './approvalFlowsApi';

type Option = { value: string; label: string };

/**
 * Who decides for an approver while they are on approved leave (GET/PUT/DELETE /approvalDelegates): a table of
 * approver → delegate. Setting needs `approval-flows` PATCH, removing DELETE; each control shows only when allowed.
 */
export function DelegatesCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canSet = useAllowed('approval-flows', 'edit');
  const canRemove = useAllowed('approval-flows', 'delete');
  const [rows, setRows] = useState<Delegation[] | null>(null);
  const [people, setPeople] = useState<Option[]>([]);
  const [draft, setDraft] = useState<{ userId?: string; delegateId?: string; existing?: boolean } | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback((signal?: AbortSignal) => approvalFlowsApi.delegates(signal).then((r) => setRows(r.delegates)).catch(() => setRows([])), []);
  useEffect(() => {
    const ctl = new AbortController();
    void load(ctl.signal);
    return () => ctl.abort();
  }, [load]);
  useEffect(() => {
    if (!canSet) return;
    // the company's active dashboard users who may decide (the only ones an approver or a delegate may be), whatever
    // the caller's units: the server lists them for whoever may set delegates
    const ctl = new AbortController();
    approvalFlowsApi.delegatablePeople(ctl.signal)
      .then((r) => setPeople(r.people.map((p) => ({ value: p.id, label: p.name })))).catch(() => undefined);
    return () => ctl.abort();
  }, [canSet]);

  const save = async () => {
    if (!draft?.userId || !draft.delegateId) return;
    setSaving(true);
    try {
      await approvalFlowsApi.setDelegate(draft.userId, draft.delegateId);
      void message.success(t('approvalFlows.delegates.saved'));
      setDraft(null);
      await load();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (userId: string) => {
    try {
      await approvalFlowsApi.removeDelegate(userId);
      void message.success(t('approvalFlows.delegates.removed'));
      await load();
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  const editor = draft && (
    <Space wrap data-testid="delegate-editor">
      <Select
        showSearch optionFilterProp="label" style={{ width: 240 }} value={draft.userId} options={people} disabled={draft.existing}
        placeholder={t('approvalFlows.delegates.approver')} data-testid="delegate-approver"
        onChange={(v: string) => setDraft({ userId: v, delegateId: draft.delegateId === v ? undefined : draft.delegateId })}
      />
      <Typography.Text type="secondary">→</Typography.Text>
      <Select
        showSearch optionFilterProp="label" style={{ width: 240 }} value={draft.delegateId}
        // nobody is their own delegate
        options={people.filter((p) => p.value !== draft.userId)}
        placeholder={t('approvalFlows.delegates.delegate')} data-testid="delegate-delegate"
        onChange={(v: string) => setDraft({ ...draft, delegateId: v })}
      />
      <Button type="primary" loading={saving} disabled={!draft.userId || !draft.delegateId} onClick={save} data-testid="delegate-save">{t('approvalFlows.save')}</Button>
      <Button onClick={() => setDraft(null)}>{t('approvalFlows.delegates.cancel')}</Button>
    </Space>
  );

  return (
    <Card
      title={t('approvalFlows.delegates.title')}
      style={{ marginTop: 16 }}
      data-testid="approval-delegates"
      extra={canSet && !draft && <Button icon={<PlusOutlined />} onClick={() => setDraft({})} data-testid="delegate-add">{t('approvalFlows.delegates.add')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t('approvalFlows.delegates.intro')}</Typography.Paragraph>
      {editor}
      <Table<Delegation>
        rowKey={(r) => r.user?.id ?? ''}
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        size="small"
        style={{ marginTop: draft ? 12 : 0 }}
        locale={{ emptyText: t('approvalFlows.delegates.empty') }}
        onRow={(r) => ({ 'data-delegate-user': r.user?.id }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'user', title: t('approvalFlows.delegates.approver'), render: (_, r) => r.user?.name ?? '—' },
          { key: 'delegate', title: t('approvalFlows.delegates.delegate'), render: (_, r) => r.delegate?.name ?? '—' },
          ...(canSet || canRemove ? [{
            key: 'actions', title: '', align: 'right' as const, render: (_: unknown, r: Delegation) => (
              <Space>
                {canSet && <Button size="small" onClick={() => setDraft({ userId: r.user.id, delegateId: r.delegate.id, existing: true })} data-testid="delegate-change">{t('approvalFlows.delegates.change')}</Button>}
                {canRemove && (
                  <Popconfirm title={t('approvalFlows.delegates.confirmRemove')} onConfirm={() => remove(r.user.id)}>
                    <Button size="small" danger data-testid="delegate-remove">{t('approvalFlows.delegates.remove')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          }] : []),
        ]}
      />
    </Card>
  );
}
