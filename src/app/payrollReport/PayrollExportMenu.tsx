import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request, type ApiHttpError } from '../providers/http';
import { fileNameOf, saveFile } from '../shell/files/saveFile';
import { notifyFileReady } from '../shell/notifications/notifyFileReady';
import type { PayrollFilters } from './usePayrollFilters';
import { useApiData } from '../engine/query/useApiData';

interface Layout { id: string; name: string; format: 'CSV' | 'XLSX' }

/** "Export": the product's XLSX, a printable PDF, or one of the company's saved layouts; the server records each export. */
export function PayrollExportMenu({ filters, onExported }: { filters: PayrollFilters; onExported: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { data } = useApiData<{ payrollLayouts: Layout[] }>('/nomine/layouts/getFiltered', { method: 'post', body: { limit: 100, sort: [{ field: 'name', order: 'asc' }] } });
  const run = async (layoutId?: string, format?: 'pdf') => {
    setBusy(true);
    try {
      const body = { period: filters.period, unit: filters.unit, q: filters.q, layoutId, format };
      const res = await request<Response>('/nomine/export', { method: 'POST', body, raw: true });
      const fileName = fileNameOf(res, `${t('payrollreport.export.file')}-${filters.period}.${format ?? 'xlsx'}`);
      const blob = await res.blob();
      saveFile(blob, fileName);
      notifyFileReady(fileName, () => saveFile(blob, fileName));
      onExported();
    } catch (err) {
      message.error(`${t('payrollreport.export.failed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setBusy(false);
    }
  };
  const layouts = data?.payrollLayouts ?? [];
  const items: MenuProps['items'] = [
    { key: 'product', label: t('payrollreport.export.product'), onClick: () => void run() },
    { key: 'pdf', label: t('payrollreport.export.pdf'), onClick: () => void run(undefined, 'pdf') },
    ...(layouts.length ? [{
      type: 'group' as const, key: 'layouts', label: t('payrollreport.export.layouts'),
      children: layouts.map((l) => ({ key: l.id, label: `${l.name} (${l.format})`, onClick: () => void run(l.id) })),
    }] : []),
    { type: 'divider' },
    { key: 'manage', icon: <SettingOutlined />, label: t('payrollreport.export.manage'), onClick: () => navigate('/nomine/layouts') },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="primary" icon={<DownloadOutlined />} loading={busy} data-testid="payroll-export">{t('payrollreport.export.button')}</Button>
    </Dropdown>
  );
}
