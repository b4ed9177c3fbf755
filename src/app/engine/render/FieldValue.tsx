import { CheckCircleFilled, MinusCircleOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { BaseKey } from '@refinedev/core';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { translateOr, type Translate } from '../i18n';
import { fieldKind, type FieldKind } from '../schema/fieldKind';
import { enumOptions } from '../schema/localizeSchema';
import type { JsonSchema } from '../schema/types';
import { EMPTY } from './EmptyValue';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT, formatDate } from './formatDate';
import { ObjectListValue } from './ObjectListValue';
import { RefLabels } from './RefLabels';
import { RichTextView } from './RichTextView';

/**
 * antd's Image (click to preview) fetched with the first picture a page shows, not with every list (issue 21); until
 * then the picture itself shows, at the same size.
 */
const Image = lazy(() => import('antd/es/image'));

function Picture({ src, width }: { src: string; width: number }) {
  const style = { objectFit: 'cover', borderRadius: 6 } as const;
  return (
    <Suspense fallback={<img src={src} width={width} style={style} alt="" />}>
      <Image src={src} width={width} style={style} alt="" />
    </Suspense>
  );
}

const TAG_COLORS = ['blue', 'green', 'gold', 'purple', 'cyan', 'magenta', 'volcano', 'geekblue', 'lime', 'orange'];

export interface FieldValueProps {
  kind: FieldKind;
  value: unknown;
  /** the localized property (enum labels, x-ref) */
  prop: JsonSchema;
  t: Translate;
  locale: string;
  /** every id of the column (ref kinds in tables: one lookup per column) */
  columnIds?: BaseKey[];
  /** tables keep long texts on one line */
  compact?: boolean;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function EnumTags({ prop, values }: { prop: JsonSchema; values: unknown[] }) {
  const options = enumOptions(prop);
  return (
    <>
      {values.map((v) => {
        const index = options.findIndex((o) => o.value === v);
        return (
          <Tag key={String(v)} color={index >= 0 ? TAG_COLORS[index % TAG_COLORS.length] : undefined}>
            {index >= 0 ? options[index].label : String(v)}
          </Tag>
        );
      })}
    </>
  );
}

/** One value rendered by its field kind: the registry shared by list cells and show pages. */
export function FieldValue({ kind, value, prop, t, locale, columnIds, compact }: FieldValueProps): ReactNode {
  if (kind === 'boolean') {
    const label = translateOr(t, value ? 'engine.boolean.true' : 'engine.boolean.false', value ? '✓' : '✗');
    return (
      <Tooltip title={label}>
        {value ? (
          <CheckCircleFilled aria-label={label} style={{ color: '#2fb873', fontSize: 16 }} />
        ) : (
          <MinusCircleOutlined aria-label={label} style={{ color: '#bfbfbf', fontSize: 16 }} />
        )}
      </Tooltip>
    );
  }
  if (isBlank(value) || kind === 'hidden') return EMPTY;
  switch (kind) {
    case 'ref':
    case 'refArray':
      return <RefLabels resource={String(prop['x-ref'] ?? prop.items?.['x-ref'])} value={value} ids={columnIds} />;
    case 'enum':
      return <EnumTags prop={prop} values={[value]} />;
    case 'enumArray':
      return <EnumTags prop={prop} values={Array.isArray(value) ? value : [value]} />;
    case 'objectArray':
      return (
        <ObjectListValue
          prop={prop} value={Array.isArray(value) ? value : []} compact={compact}
          // yes/no in words inside a table of people: an icon alone says less there
          cell={(_field, itemProp, v, ids) => (fieldKind(itemProp) === 'boolean'
            ? translateOr(t, v ? 'engine.boolean.true' : 'engine.boolean.false', v ? '✓' : '✗')
            : <FieldValue kind={fieldKind(itemProp)} value={v} prop={itemProp} t={t} locale={locale} columnIds={ids} compact={compact} />)}
        />
      );
    case 'tags':
      return (
        <>
          {(Array.isArray(value) ? value : [value]).map((v) => (
            <Tag key={String(v)}>{String(v)}</Tag>
          ))}
        </>
      );
    case 'date':
      return formatDate(value, translateOr(t, 'engine.format.date', DEFAULT_DATE_FORMAT));
    case 'datetime':
      return formatDate(value, translateOr(t, 'engine.format.dateTime', DEFAULT_DATETIME_FORMAT));
    case 'color':
      return (
        <Space size={6}>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: String(value), border: '1px solid rgba(0,0,0,0.15)', verticalAlign: 'middle' }}
          />
          <Typography.Text code>{String(value)}</Typography.Text>
        </Space>
      );
    case 'email':
      return <Typography.Link href={`mailto:${String(value)}`}>{String(value)}</Typography.Link>;
    case 'url':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noreferrer">
          {String(value)}
        </Typography.Link>
      );
    case 'html':
      return <RichTextView html={String(value)} compact={compact} />;
    case 'file':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noreferrer">
          <PaperClipOutlined /> {translateOr(t, 'engine.file.download', 'Download')}
        </Typography.Link>
      );
    case 'image':
      return <Picture src={String(value)} width={compact ? 36 : 96} />;
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value);
    case 'text':
      return compact ? (
        <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 280 }}>
          {String(value)}
        </Typography.Text>
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{String(value)}</Typography.Paragraph>
      );
    case 'object':
      return <Typography.Text code>{JSON.stringify(value)}</Typography.Text>;
    default:
      return String(value);
  }
}
