import { useTranslation } from 'react-i18next';
import { ExportJobPanel } from './ExportJobPanel';
import { downloadExport, startExport, type ReportKind, type ReportQuery } from './reportsApi';

/** "Export XLSX" of a workday report (the job, its progress and the download: ExportJobPanel). */
export function ExportPanel({ kind, query }: { kind: ReportKind; query: ReportQuery }) {
  const { t } = useTranslation();
  return (
    <ExportJobPanel
      start={() => startExport(kind, query)}
      download={downloadExport}
      testId={`export-${kind}`}
      runningText={(job) => t('reports.export.running', { done: job.done, total: job.total })}
    />
  );
}
