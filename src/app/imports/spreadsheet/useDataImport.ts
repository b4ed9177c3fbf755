import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cellErrorKey, MAX_IMPORT_ROWS, type CellError, type ImportColumn, type ImportField } from '../../../shared/imports';
import type { ApiHttpError } from '../../providers/http';
import { startImport, validateRows } from '../importApi';
import { applyRefusal, applyValidation, editCell, isValidRow, removeRows, rowsFromParse, summarize, type ImportRow } from './importRows';
import { readImportFile, WrongFileTypeError } from './readImportFile';
import { useCustomColumns } from './useCustomColumns';

export type ImportPhase = 'upload' | 'reading' | 'validating' | 'review' | 'importing';

/** Rows are sent to the server in one request; a file's rows are validated before anything else happens. */
export function useDataImport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job');
  const [phase, setPhase] = useState<ImportPhase>(jobId ? 'importing' : 'upload');
  const [fileName, setFileName] = useState('');
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [unknownHeaders, setUnknownHeaders] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revalidating, setRevalidating] = useState(false);
  const custom = useCustomColumns();

  const localize = useCallback((e: CellError) => t(cellErrorKey(e.code), e.params), [t]);
  const apiMessage = useCallback((err: unknown) => (err as ApiHttpError).message || t('errors.INTERNAL_ERROR'), [t]);

  const validate = useCallback(async (current: ImportRow[]) => {
    const validation = await validateRows(current.map((r) => r.values));
    setRows((latest) => applyValidation(latest, current, validation));
  }, []);

  const loadFile = useCallback(async (file: File) => {
    setProblem(null);
    setFileName(file.name);
    setPhase('reading');
    try {
      const parsed = await readImportFile(file, custom.columns);
      const missing = parsed.missingColumns.map((c: ImportColumn) => t(`imports.columns.${c}`));
      if (missing.length) throw new Error(t('imports.data.upload.missingColumns', { columns: missing.join(', ') }));
      if (!parsed.rows.length) throw new Error(t('imports.data.upload.empty'));
      if (parsed.rows.length > MAX_IMPORT_ROWS) throw new Error(t('errors.IMPORT_TOO_MANY_ROWS'));
      const fresh = rowsFromParse(parsed);
      setUnknownHeaders(parsed.unknownHeaders);
      setRows(fresh);
      setPhase('validating');
      await validate(fresh);
      setPhase('review');
    } catch (err) {
      setPhase('upload');
      if (err instanceof WrongFileTypeError) setProblem(t('imports.data.upload.wrongType'));
      else if (err instanceof Error) setProblem(err.message);
      else setProblem((err as ApiHttpError).message || t('imports.data.upload.unreadable'));
    }
  }, [t, validate, custom.columns]);

  const revalidate = useCallback(async () => {
    setRevalidating(true);
    try {
      await validate(rows);
    } catch (err) {
      message.error(apiMessage(err));
    } finally {
      setRevalidating(false);
    }
  }, [rows, validate, message, apiMessage]);

  const edit = useCallback((key: number, column: ImportField, value: string) => setRows((current) => editCell(current, key, column, value, localize)), [localize]);
  const remove = useCallback((keys: number[]) => setRows((current) => removeRows(current, new Set(keys))), []);
  const removeInvalid = useCallback(() => setRows((current) => current.filter(isValidRow)), []);

  const submit = useCallback(async () => {
    const valid = rows.filter(isValidRow);
    setBusy(true);
    try {
      const started = await startImport(valid.map((r) => r.values));
      setParams({ job: started.jobId }, { replace: false });
      setPhase('importing');
    } catch (err) {
      const httpError = err as ApiHttpError & { errors?: Record<string, string[]> };
      message.error(apiMessage(err));
      if (httpError.code === 'IMPORT_HAS_ERRORS') {
        // the server saw what this page could not (someone created the same person meanwhile): show it on the cells
        const fieldErrors = Object.entries(httpError.errors ?? {}).flatMap(([field, messages]) => messages.map((m) => ({ field, code: 'IMPORT_HAS_ERRORS', message: m })));
        setRows((current) => applyRefusal(current, valid, fieldErrors));
      }
    } finally {
      setBusy(false);
    }
  }, [rows, setParams, message, apiMessage]);

  const reset = useCallback(() => {
    setParams({}, { replace: true });
    setRows([]);
    setUnknownHeaders([]);
    setProblem(null);
    setPhase('upload');
  }, [setParams]);

  const backToReview = useCallback(() => {
    setParams({}, { replace: true });
    setPhase(rows.length ? 'review' : 'upload');
  }, [rows.length, setParams]);

  /** an import that finished: its rows must not be offered again (Back in the browser leads to a fresh start) */
  const imported = useCallback(() => setRows([]), []);

  const counts = useMemo(() => summarize(rows), [rows]);
  // the job in the URL decides (a reload or Back/Forward lands on the right step)
  const shownPhase: ImportPhase = jobId ? 'importing' : phase === 'importing' ? (rows.length ? 'review' : 'upload') : phase;

  return { phase: shownPhase, custom, imported, fileName, rows, counts, unknownHeaders, problem, busy, revalidating, jobId, loadFile, revalidate, edit, remove, removeInvalid, submit, reset, backToReview };
}
