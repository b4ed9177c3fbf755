import { useNotification } from '@refinedev/core';
import { Checkbox, Form, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../engine/list/RefSelect';
import type { ApiHttpError } from '../providers/http';
import { calendarFeedsApi, type FeedContent, type FeedList, type FeedScope, type FeedWithAddress } from './calendarFeedsApi';

/** me = a person feed of oneself; person = of a collaborator (to hand over the address) */
type Choice = 'me' | 'person' | 'unit' | 'company';
const SCOPE_OF: Record<Choice, FeedScope> = { me: 'person', person: 'person', unit: 'unit', company: 'company' };

interface Props {
  open: boolean;
  rights: Pick<FeedList, 'canFeedOthers' | 'canFeedCompany' | 'scopeContents'>;
  onClose: () => void;
  onCreated: (feed: FeedWithAddress) => void;
}

/** "New feed": whose calendar (as the caller may) and what it shows. */
export function NewFeedModal({ open, rights, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [choice, setChoice] = useState<Choice>('me');
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const allowed = rights.scopeContents[SCOPE_OF[choice]] ?? [];
  const [contents, setContents] = useState<FeedContent[]>(allowed);
  const [saving, setSaving] = useState(false);

  const choices: Choice[] = ['me', ...(rights.canFeedOthers ? (['person', 'unit'] as const) : []), ...(rights.canFeedCompany ? (['company'] as const) : [])];
  const pick = (next: Choice) => {
    setChoice(next);
    setSubjectId(null);
    setContents(rights.scopeContents[SCOPE_OF[next]] ?? []);
  };
  const needsSubject = choice === 'person' || choice === 'unit';
  const ready = contents.length > 0 && (!needsSubject || !!subjectId);

  const submit = async () => {
    setSaving(true);
    try {
      const feed = await calendarFeedsApi.create({ scope: SCOPE_OF[choice], subjectId: needsSubject ? subjectId : null, contents });
      pick('me');
      onCreated(feed);
    } catch (err) {
      notify?.({ type: 'error', message: t('calendarFeeds.form.title'), description: (err as ApiHttpError).message });
    } finally {
      setSaving(false);
    }
  };

  const help = choice === 'person' ? 'personHelp' : choice === 'unit' ? 'unitHelp' : choice === 'company' ? 'companyHelp' : null;
  return (
    <Modal
      open={open}
      title={t('calendarFeeds.form.title')}
      okText={t('calendarFeeds.form.submit')}
      okButtonProps={{ disabled: !ready, loading: saving, 'data-testid': 'feed-submit' } as never}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="feed-form">
        {choices.length > 1 ? (
          <Form.Item label={t('calendarFeeds.form.scope')}>
            <Radio.Group value={choice} onChange={(e) => pick(e.target.value as Choice)} optionType="button" data-testid="feed-scope"
              options={choices.map((c) => ({ value: c, label: t(`calendarFeeds.scope.${c}`) }))} />
          </Form.Item>
        ) : null}
        {choice === 'person' ? (
          <Form.Item label={t('calendarFeeds.form.person')} required>
            <RefSelect resource="users" value={subjectId ?? undefined} onChange={(v: unknown) => setSubjectId((v as string | undefined) ?? null)} style={{ width: '100%' }} data-testid="feed-person" />
          </Form.Item>
        ) : null}
        {choice === 'unit' ? (
          <Form.Item label={t('calendarFeeds.form.unit')} required>
            <RefSelect resource="branchoffices" value={subjectId ?? undefined} onChange={(v: unknown) => setSubjectId((v as string | undefined) ?? null)} style={{ width: '100%' }} data-testid="feed-unit" />
          </Form.Item>
        ) : null}
        {help ? <Typography.Paragraph type="secondary">{t(`calendarFeeds.form.${help}`)}</Typography.Paragraph> : null}
        <Form.Item label={t('calendarFeeds.form.contents')} style={{ marginBottom: 0 }}>
          <Checkbox.Group value={contents} onChange={(v) => setContents(v as FeedContent[])} data-testid="feed-contents"
            options={allowed.map((c) => ({ value: c, label: t(`calendarFeeds.contents.${c}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
