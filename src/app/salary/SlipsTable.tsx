import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiHttpError } from '../providers/http';
import { personName } from '../documents/hub/hubApi';
import { PdfPreviewModal } from '../documents/hub/PdfPreviewModal';
import { salaryApi, SLIPS_PAGE, type Slip } from './salaryApi';

/** A settlement's slips by person, 500 a page (spec §9): open one, remove one. */
export function SlipsTable({ settlementId, canDelete, version, onChanged }: { settlementId: string; canDelete: boolean; version: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ salaries: Slip[]; count: number } | null>(null);
  const [open, setOpen] = useState<Slip | null>(null);
  const load = useCallback(() => { salaryApi.slips(settlementId, (page - 1) * SLIPS_PAGE).then(setData, () => setData({ salaries: [], count: 0 })); }, [settlementId, page]);
  useEffect(load, [load, version]);
  const loadSlip = useMemo(() => (open?.fileId ? () => salaryApi.slipFile(open.fileId!) : null), [open]);
  const remove = async (slip: Slip) => {
    try {
      await salaryApi.removeSlip(slip.id);
      message.success(t('salary.slipRemoved'));
      load();
      onChanged();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };
  const columns: ColumnsType<Slip> = [
    { key: 'person', title: t('documenthub.columns.person'), render: (_, s) => personName(s.user) },
    { key: 'document', title: t('documenthub.columns.document'), render: (_, s) => s.user.numberOfDocument ?? '—' },
    { key: 'period', title: t('settlements.fields.period'), dataIndex: 'period' },
    {
      key: 'actions', title: t('documenthub.columns.actions'), render: (_, s) => (
        <Space size={4}>
          <Button size="small" icon={<EyeOutlined />} aria-label={t('documenthub.actions.preview')} disabled={!s.fileId} onClick={() => setOpen(s)} />
          {canDelete ? (
            <Popconfirm title={t('salary.removeSlipConfirm')} onConfirm={() => remove(s)}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('salary.removeSlip')} />
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Table
        rowKey="id" size="small" loading={data === null} dataSource={data?.salaries ?? []} columns={columns} data-testid="slips"
        pagination={{ current: page, pageSize: SLIPS_PAGE, total: data?.count ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n) => t('salary.slipsTotal', { count: n }) }}
      />
      <PdfPreviewModal title={open ? personName(open.user) ?? '' : ''} load={loadSlip} onClose={() => setOpen(null)} />
    </>
  );
}
