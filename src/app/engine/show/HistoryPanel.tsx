import { EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import { useCustom, type BaseKey } from '@refinedev/core';
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { Fragment, useState } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import { FieldValue } from '../render/FieldValue';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../render/formatDate';
import { fieldKind } from '../schema/fieldKind';
import type { EffectiveSchema } from '../schema/useEffectiveSchema';
import { fieldChanges, type AuditEntry } from './history';
import { retryServerErrors } from '../query/retry';

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

/** GET /audit with `reads=summary`: the audited reads summed up instead of listed one by one */
interface ReadSummary { count: number; last: { at: string; username?: string | null } | null }

/** Who changed the record, when, and what: GET /audit?entity=<resource>&entityId=<id>, newest first. */
export function HistoryPanel({ def, id, schema }: { def: ResourceDef; id: BaseKey; schema: EffectiveSchema }) {
  const { t, locale } = useEngineI18n();
  // each read of protected details (an accident's medical data) is audited: one line sums them up, a toggle lists them
  const [showReads, setShowReads] = useState(false);
  const { query, result } = useCustom<{ audit: AuditEntry[]; count: number; reads?: ReadSummary }>({
    url: '/audit',
    method: 'get',
    config: { query: { entity: def.name, entityId: String(id), limit: 50, reads: showReads ? 'list' : 'summary' } },
    errorNotification: false,
    queryOptions: { retry: retryServerErrors },
  });
  const entries = [...(result.data?.audit ?? [])].sort((a, b) => (a.at < b.at ? 1 : -1));
  const dateTime = translateOr(t, 'engine.format.dateTime', DEFAULT_DATETIME_FORMAT);

  const value = (field: string, v: unknown) => {
    const raw = schema.raw.properties?.[field];
    if (!raw) return <Typography.Text code>{v === undefined || v === null ? '—' : JSON.stringify(v)}</Typography.Text>;
    const prop = schema.localized.properties?.[field] ?? raw;
    return <FieldValue kind={fieldKind(raw)} value={v} prop={prop} t={t} locale={locale} compact />;
  };
  // in the order of the form, unknown fields last
  const order = Object.keys(schema.raw.properties ?? {});
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const ordered = <C extends { field: string }>(changes: C[]) => [...changes].sort((a, b) => rank(a.field) - rank(b.field));
  const fieldLabel = (field: string) => {
    const title = schema.localized.properties?.[field]?.title;
    return typeof title === 'string' ? title : translateOr(t, `${def.name}.fields.${field}`, field);
  };

  const reads = result.data?.reads;
  const readsLine = reads?.count || showReads ? (
    <Space wrap size={4} data-testid="history-reads">
      <EyeOutlined />
      {reads?.count ? (
        <Typography.Text type="secondary">
          {translateOr(t, 'engine.history.reads', `Protected details read ${reads.count} times`, {
            count: reads.count,
            user: reads.last?.username ?? translateOr(t, 'engine.history.system', 'System'),
            at: reads.last ? formatDate(reads.last.at, dateTime) : '',
          })}
        </Typography.Text>
      ) : null}
      <Button type="link" size="small" onClick={() => setShowReads((v) => !v)} data-testid="history-reads-toggle">
        {showReads ? translateOr(t, 'engine.history.hideReads', 'Hide reads') : translateOr(t, 'engine.history.showReads', 'Show each read')}
      </Button>
    </Space>
  ) : null;

  let body;
  if (query.isLoading) body = <Skeleton active />;
  else if (query.error) body = <Alert type="warning" showIcon message={translateOr(t, 'engine.history.loadError', 'Could not load')} description={query.error.message} />;
  else if (entries.length === 0) body = <Empty description={translateOr(t, 'engine.history.empty', 'No changes recorded')} />;
  else
    body = (
      <Timeline
        items={entries.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          color: ACTION_COLORS[entry.action] ?? 'gray',
          children: (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <Space wrap size={8}>
                <Tag color={ACTION_COLORS[entry.action]}>{translateOr(t, `engine.history.actions.${entry.action}`, entry.action)}</Tag>
                <Typography.Text strong>{entry.username ?? translateOr(t, 'engine.history.system', 'System')}</Typography.Text>
                <Typography.Text type="secondary">{formatDate(entry.at, dateTime)}</Typography.Text>
              </Space>
              <div style={{ display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', gap: '4px 12px', alignItems: 'baseline' }}>
                {ordered(fieldChanges(entry)).map((change) => (
                  <Fragment key={change.field}>
                    <Typography.Text type="secondary">{fieldLabel(change.field)}</Typography.Text>
                    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6, alignItems: 'baseline', minWidth: 0 }}>
                      {entry.action !== 'create' && change.from !== undefined ? (
                        <span style={{ textDecoration: entry.action === 'update' ? 'line-through' : undefined, opacity: entry.action === 'update' ? 0.6 : 1 }}>
                          {value(change.field, change.from)}
                        </span>
                      ) : null}
                      {entry.action === 'update' ? <span aria-hidden>→</span> : null}
                      {entry.action !== 'delete' && 'to' in change ? value(change.field, change.to) : null}
                    </span>
                  </Fragment>
                ))}
              </div>
            </Space>
          ),
        }))}
      />
    );

  return (
    <Card
      size="small"
      title={
        <Space>
          <HistoryOutlined />
          {translateOr(t, 'engine.history.title', 'History')}
        </Space>
      }
    >
      {readsLine ? <div style={{ marginBottom: 12 }}>{readsLine}</div> : null}
      {body}
    </Card>
  );
}
