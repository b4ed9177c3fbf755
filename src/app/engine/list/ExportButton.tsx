import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { request, type ApiHttpError } from '../../providers/http';
import { fileNameOf, saveFile } from '../../shell/files/saveFile';
import { notifyFileReady } from '../../shell/notifications/notifyFileReady';
import { translateOr, useEngineI18n } from '../i18n';
import { toListQuery } from '../query/toListQuery';

interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'icon'> {
  /** the export endpoint under /api, taking the list's query (`/resources/<name>/export`, `/users/export`…) */
  url: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** the file's name when the answer gives none */
  fallbackName: string;
  label?: string;
  /** what a failure says (default: a message with the engine's text and the server's reason) */
  onFailed?: (error: ApiHttpError) => void;
}

/**
 * "Export to Excel" of a list: the rows the table shows (its filters, search and order; every page) as an XLSX file
 * made by the server, saved under the name it gives, with a notice to save it again. Extra props go to the button
 * (a Tooltip around it works).
 */
export function ExportButton({ url, filters, sorters, fallbackName, label, onFailed, ...button }: ExportButtonProps) {
  const { t } = useEngineI18n();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { skip: _skip, limit: _limit, ...query } = toListQuery({ filters, sorters, pagination: { mode: 'off' } });
      const res = await request<Response>(url, { method: 'POST', body: query, raw: true });
      const fileName = fileNameOf(res, fallbackName);
      const blob = await res.blob();
      saveFile(blob, fileName);
      notifyFileReady(fileName, () => saveFile(blob, fileName));
    } catch (err) {
      if (onFailed) onFailed(err as ApiHttpError);
      else message.error(`${translateOr(t, 'engine.list.exportFailed', 'Export failed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button data-testid="list-export" {...button} icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {label ?? translateOr(t, 'engine.list.export', 'Export to Excel')}
    </Button>
  );
}
