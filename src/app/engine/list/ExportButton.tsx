import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import { request, type ApiHttpError } from '../../providers/http';
import { notifyFileReady } from '../../shell/notifications/notifyFileReady';
import { fileNameOf, saveFile } from '../../shell/files/saveFile';
import { translateOr, useEngineI18n } from '../i18n';
import { toListQuery } from '../query/toListQuery';

/**
 * "Export to Excel" of a resource list: the rows the table shows (its filters, search and order; every page) as an
 * XLSX file made by the server (`POST /resources/<name>/export`, src/server/engine/listExport.ts).
 */
export function ExportButton({ def, filters, sorters }: { def: ResourceDef; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const { t } = useEngineI18n();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { skip: _skip, limit: _limit, ...query } = toListQuery({ filters, sorters, pagination: { mode: 'off' } });
      const res = await request<Response>(`/resources/${def.name}/export`, { method: 'POST', body: query, raw: true });
      const fileName = fileNameOf(res, `${def.name}.xlsx`);
      const blob = await res.blob();
      saveFile(blob, fileName);
      notifyFileReady(fileName, () => saveFile(blob, fileName));
    } catch (err) {
      message.error(`${translateOr(t, 'engine.list.exportFailed', 'Export failed')}: ${(err as ApiHttpError).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid="list-export">
      {translateOr(t, 'engine.list.export', 'Export to Excel')}
    </Button>
  );
}
