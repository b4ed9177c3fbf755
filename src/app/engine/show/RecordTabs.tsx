import { Tabs } from 'antd';
import { translateOr } from '../i18n';
import { groupFields, sectionTitle } from '../schema/sections';
import { FieldDescriptions } from './FieldDescriptions';
import { HistoryPanel } from './HistoryPanel';
import type { ShowContext, ShowOverrides, TabContext } from './showOverrides';

type TabItem = { key: string; label: string; children: React.ReactNode };

/**
 * The tabs of a show page: one per section with its fields (or the override tab of the same key), the extra
 * override tabs, then the history. Read-only fields appear only where a section names them.
 */
export function tabItems(ctx: ShowContext, fields: string[], o: Pick<ShowOverrides, 'sections' | 'restSection' | 'tabs' | 'columns' | 'renderers'>): TabItem[] {
  const { def, schema, record, id, t } = ctx;
  const props = schema.raw.properties ?? {};
  const named = new Set((o.sections ?? []).flatMap((s) => s.fields));
  const kept = fields.filter((f) => named.has(f) || !props[f]?.readOnly || typeof props[f]?.['x-group'] === 'string');
  const grouped = groupFields(schema.raw, kept, o.sections, o.restSection);
  const list = (shown: string[], columns = o.columns ?? 2) => <FieldDescriptions def={def} schema={schema} record={record} fields={shown} renderers={o.renderers} columns={columns} />;
  const draw = (key: string, shown: string[]) => {
    const tab = o.tabs?.find((x) => x.key === key);
    const tabCtx: TabContext = { ...ctx, fields: shown, list };
    return { key, label: tab?.label ?? sectionTitle(t, def.name, key), children: tab ? tab.render(tabCtx) : list(shown) };
  };
  const extra = (o.tabs ?? []).filter((x) => !grouped.some((s) => s.key === x.key));
  return [
    ...grouped.map((s) => draw(s.key, s.fields)),
    ...extra.map((x) => draw(x.key, [])),
    {
      key: 'history',
      label: translateOr(t, `${def.name}.sections.history`, translateOr(t, 'engine.history.title', 'History')),
      children: <HistoryPanel def={def} id={id} schema={schema} />,
    },
  ];
}

/** Tabs of a record's fields (see `tabItems`). */
export function RecordTabs({ ctx, fields, overrides }: { ctx: ShowContext; fields: string[]; overrides: ShowOverrides }) {
  return <Tabs items={tabItems(ctx, fields, overrides)} activeKey={overrides.activeTab?.key} onChange={overrides.activeTab?.onChange} />;
}
