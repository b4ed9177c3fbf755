import { useTranslation } from 'react-i18next';
import { ExportJobPanel } from '../reports/ExportJobPanel';
import { downloadDayoffsExport, startDayoffsExport, type AbsencesQuery } from './absencesApi';

/** "Export XLSX" of the absences report, as the workday reports do it (ExportJobPanel). */
export function DayoffsExportPanel({ query }: { query: AbsencesQuery }) {
  const { t } = useTranslation();
  return (
    <ExportJobPanel
      start={() => startDayoffsExport(query)}
      download={downloadDayoffsExport}
      testId="export-dayoffs"
      runningText={() => t('absencesreports.running')}
    />
  );
}
