import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Divider, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowContext } from '../engine/show/showOverrides';
import type { ApiHttpError } from '../providers/http';
import { useAllowed } from '../shell/access/useAllowed';
import { DocumentReviewTable } from '../documents/hub/DocumentReviewTable';
import { documentsIn, type DocumentFilter } from '../documents/hub/hubApi';
import { JobProgressCard } from '../documents/hub/JobProgressCard';
import { UploadZone } from '../documents/hub/UploadZone';
import { useFileJob } from '../jobs/useFileJob';
import { IntegrationErrors } from './IntegrationErrors';
import { salaryApi, type SettlementCheck } from './salaryApi';
import { SlipsTable } from './SlipsTable';
import { useSettlementUpload } from './useSettlementUpload';

const periodOf = (r: Record<string, unknown>) => String(r.period || `${r.year}-${String(r.month).padStart(2, '0')}`);

/**
 * A settlement's slips: load the payroll file, follow its processing, review the matches, confirm them into slips,
 * and the slips themselves. The payroll integration's complaints show above the review when the company has one.
 */
export function SettlementSlips({ ctx }: { ctx: ShowContext }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = String(ctx.id);
  const canUpload = useAllowed('settlements', 'create');
  const canEdit = useAllowed('settlements', 'edit');
  const canDelete = useAllowed('settlements', 'delete');
  const [version, setVersion] = useState(0);
  const [check, setCheck] = useState<SettlementCheck | null>(null);
  const [confirming, setConfirming] = useState(false);
  const job = useFileJob(id);
  const refresh = () => { setVersion((v) => v + 1); ctx.refetch(); };
  useEffect(() => { salaryApi.check(id).then(setCheck, () => setCheck(null)); }, [id, version]);
  useEffect(() => { if (job?.status === 'completed' || job?.status === 'failed') setVersion((v) => v + 1); }, [job?.status]);
  const { upload, percent } = useSettlementUpload(id, String(ctx.record.title ?? ''), refresh);
  const toConfirm = (check?.matches ?? []).filter((d) => d.status === 'MATCHED' && d.userId);
  const pending = (check?.matches ?? []).some((d) => d.status !== 'DELIVERED');
  // the review reads the settlement's check again (its matches), filtered as the documents call would
  const loadDocuments = useCallback(async (filter: DocumentFilter) => documentsIn((await salaryApi.check(id)).matches, filter), [id]);

  const confirm = async () => {
    setConfirming(true);
    try {
      const { created } = await salaryApi.confirm({ settlementId: id, period: periodOf(ctx.record), matches: toConfirm.map((d) => ({ documentId: d.id, userId: d.userId! })) });
      message.success(t('salary.confirmed', { count: created }));
      refresh();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {canUpload ? <UploadZone onFiles={upload} percent={percent} testId="slips-upload" /> : null}
      <JobProgressCard envelopeId={id} />
      {check ? <IntegrationErrors errors={check.errors} /> : null}
      {check && pending ? (
        <>
          <Space wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>{t('salary.reviewTitle')}</Typography.Title>
            {canUpload ? (
              <Button type="primary" icon={<CheckOutlined />} disabled={!toConfirm.length} loading={confirming} onClick={confirm} data-testid="confirm-slips">
                {t('salary.confirm', { count: toConfirm.length })}
              </Button>
            ) : null}
          </Space>
          <DocumentReviewTable envelopeId={id} mode="settlement" canEdit={canEdit} version={version} onChanged={refresh} loadDocuments={loadDocuments} />
        </>
      ) : null}
      <Divider orientation="left">{t('salary.slipsTitle')}</Divider>
      <SlipsTable settlementId={id} canDelete={canDelete} version={version} onChanged={refresh} />
    </Space>
  );
}
