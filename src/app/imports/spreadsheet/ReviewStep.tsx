import { CheckCircleOutlined, CloudUploadOutlined, DeleteOutlined, ReloadOutlined, SwapOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Popconfirm, Row, Space, Statistic, Switch, Typography, theme, type ButtonProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/session/useSession';
import type { ImportField } from '../../../shared/imports';
import { ImportTable } from './ImportTable';
import { isValidRow, type ImportRow } from './importRows';

interface ReviewStepProps {
  fileName: string;
  rows: ImportRow[];
  counts: { total: number; valid: number; invalid: number; edited: number };
  unknownHeaders: string[];
  busy: boolean;
  validating: boolean;
  onEdit: (key: number, column: ImportField, value: string) => void;
  /** the company's custom fields: title by field */
  customTitles: Record<string, string>;
  onRemove: (keys: number[]) => void;
  onRemoveInvalid: () => void;
  onRevalidate: () => void;
  onImport: () => void;
  onChangeFile: () => void;
}

/** The table's height: what the window leaves below the page's header and toolbar (at least 360 px). */
function useTableHeight(): number {
  const compute = () => Math.max(360, window.innerHeight - 420);
  const [height, setHeight] = useState(compute);
  useEffect(() => {
    const onResize = () => setHeight(compute());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** Step 2: the figures, what to do about the errors, the rows, and the import button. */
export function ReviewStep(props: ReviewStepProps) {
  const { rows, counts, busy, validating } = props;
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const height = useTableHeight();
  const [onlyErrors, setOnlyErrors] = useState(false);
  // the units loaded at login are the caller's (scoped roles get theirs): suggestions for the unit column
  const sessionBranches = useSession()?.branchOffices;
  const branchNames = useMemo(() => (sessionBranches ?? []).map((b) => b.name).sort((a, b) => a.localeCompare(b)), [sessionBranches]);
  const shown = useMemo(() => (onlyErrors ? rows.filter((r) => !isValidRow(r)) : rows), [rows, onlyErrors]);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const stale = counts.edited > 0;
  const canImport = counts.valid > 0 && !stale && !busy && !validating;

  const importButton = (
    <Button type="primary" icon={<CloudUploadOutlined />} disabled={!canImport} loading={busy} data-testid="start-import"
      onClick={counts.invalid ? undefined : props.onImport}>
      {t('imports.data.review.import', { count: counts.valid, formatted: number(counts.valid) })}
    </Button>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}><Card size="small"><Statistic title={`${t('imports.data.review.total')} · ${props.fileName}`} value={counts.total} data-testid="count-total" /></Card></Col>
        <Col xs={12} sm={8}><Card size="small"><Statistic title={t('imports.data.review.valid')} value={counts.valid} valueStyle={{ color: token.colorSuccessText }} prefix={<CheckCircleOutlined />} data-testid="count-valid" /></Card></Col>
        <Col xs={12} sm={8}><Card size="small"><Statistic title={t('imports.data.review.invalid')} value={counts.invalid} valueStyle={{ color: counts.invalid ? token.colorErrorText : undefined }} prefix={<WarningOutlined />} data-testid="count-invalid" /></Card></Col>
      </Row>

      {props.unknownHeaders.length > 0 && <Alert type="warning" showIcon message={t('imports.data.upload.unknownHeaders', { headers: props.unknownHeaders.join(', ') })} />}
      {stale ? (
        <Alert type="info" showIcon message={t('imports.data.review.stale')} data-testid="stale-notice"
          action={<Button size="small" icon={<ReloadOutlined />} loading={validating} onClick={props.onRevalidate}>{t('imports.data.review.revalidate')}</Button>} />
      ) : counts.invalid > 0 ? (
        <Alert type="warning" showIcon message={t('imports.data.review.hasErrors', { count: counts.invalid, formatted: number(counts.invalid) })} description={t('imports.data.review.editHint')} />
      ) : (
        <Alert type="success" showIcon message={t('imports.data.review.allValid')} />
      )}

      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Space>
            <Switch checked={onlyErrors} onChange={setOnlyErrors} data-testid="only-errors" />
            <Typography.Text>{t('imports.data.review.onlyErrors')}</Typography.Text>
          </Space>
          <Popconfirm title={t('imports.data.review.removeInvalid', { count: number(counts.invalid) })} onConfirm={props.onRemoveInvalid} disabled={!counts.invalid}>
            <Button icon={<DeleteOutlined />} danger disabled={!counts.invalid} data-testid="remove-invalid">
              {t('imports.data.review.removeInvalid', { count: number(counts.invalid) })}
            </Button>
          </Popconfirm>
          <Button icon={<ReloadOutlined />} loading={validating} onClick={props.onRevalidate} data-testid="revalidate">{t('imports.data.review.revalidate')}</Button>
          <Button icon={<SwapOutlined />} onClick={props.onChangeFile}>{t('imports.data.review.changeFile')}</Button>
        </Space>
        {counts.invalid > 0 && canImport ? (
          <Popconfirm title={t('imports.data.review.skipNotice')} onConfirm={props.onImport} okButtonProps={{ 'data-testid': 'confirm-import' } as ButtonProps}>
            {importButton}
          </Popconfirm>
        ) : importButton}
      </Space>

      <ImportTable rows={shown} height={height} branchNames={branchNames} customTitles={props.customTitles} onEdit={props.onEdit} onRemove={(key) => props.onRemove([key])} />
    </Space>
  );
}
