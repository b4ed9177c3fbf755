import { SaveOutlined } from '@ant-design/icons';
import { useCan, useNotification } from '@refinedev/core';
import { Alert, Button, Card, Col, Row, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLABORATOR_LISTS, MAX_LIST_VALUE_LENGTH, type CollaboratorList } from '../../../shared/rules/collaboratorLists';
import type { ApiHttpError } from '../../providers/http';
import { collaboratorApi } from '../collaboratorApi';
import { PageFrame } from '../PageFrame';
import { storeLists, useCollaboratorLists } from '../useCollaboratorLists';

type Lists = Record<CollaboratorList, string[]>;

/**
 * /settings/collaborator-lists: the company's lists a collaborator's fields choose from (collective agreements,
 * unions, reasons for leaving…), edited as tags and saved together (PATCH /companies/customFields).
 */
export default function CollaboratorListsPage() {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const stored = useCollaboratorLists();
  const canEdit = useCan({ resource: 'collaborator-lists', action: 'edit' }).data?.can ?? false;
  const [draft, setDraft] = useState<Partial<Lists>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const current = useMemo(() => ({ ...stored, ...draft }) as Lists, [stored, draft]);
  const changed = (Object.keys(draft) as CollaboratorList[]).filter((l) => JSON.stringify(draft[l]) !== JSON.stringify(stored[l]));

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const body = Object.fromEntries(changed.map((l) => [l, current[l]]));
      const { customFields } = await collaboratorApi.saveCustomFields(body);
      storeLists(customFields);
      setDraft({});
      notify?.({ type: 'success', message: t('users.lists.saved') });
    } catch (e) {
      const apiError = e as ApiHttpError;
      setErrors((apiError.errors ?? {}) as Record<string, string[]>);
      notify?.({ type: 'error', message: t('engine.form.saveFailed'), description: apiError.message });
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (list: string) => Object.entries(errors).filter(([f]) => f === list || f.startsWith(`${list}.`)).flatMap(([, m]) => m);
  return (
    <PageFrame
      title={t('users.lists.title')}
      extra={canEdit ? <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!changed.length} onClick={() => void save()}>{t('users.lists.save')}</Button> : null}
    >
      <Typography.Paragraph type="secondary">{t('users.lists.help')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {COLLABORATOR_LISTS.map((list) => (
          <Col xs={24} lg={12} key={list}>
            <Card size="small" title={t(`users.lists.names.${list}`)}>
              <Select
                mode="tags"
                style={{ width: '100%' }}
                value={current[list]}
                disabled={!canEdit}
                open={false}
                suffixIcon={null}
                tokenSeparators={['\n']}
                placeholder={t('users.lists.placeholder')}
                maxTagTextLength={60}
                onChange={(values: string[]) => setDraft((d) => ({ ...d, [list]: values.map((v) => v.trim().slice(0, MAX_LIST_VALUE_LENGTH)).filter(Boolean) }))}
                data-testid={`list-${list}`}
              />
              {errorOf(list).length ? <Alert type="error" showIcon message={errorOf(list).join(' ')} style={{ marginTop: 8 }} /> : null}
            </Card>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
