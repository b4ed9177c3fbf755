import { useNotification } from '@refinedev/core';
import { Alert, Card, Skeleton, Typography, theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../layout/useViewport';
import { formatNumber } from '../shell/locale/formatNumber';
import { useSession } from '../shell/session/useSession';
import { layoutChart } from './chartLayout';
import { chartPalette } from './chartPalette';
import { downloadChartPng, exportFileName } from './exportPng';
import { OrgChartCanvas, type OrgChartHandle } from './OrgChartCanvas';
import { OrgChartEmpty } from './OrgChartEmpty';
import { OrgChartToolbar } from './OrgChartToolbar';
import { PositionDrawer } from './PositionDrawer';
import { PositionSearch } from './PositionSearch';
import { ancestorIds, expandableIds, flatten, initialExpanded, type PositionTreeNode } from './positionTree';
import { useChartTexts } from './useChartTexts';
import { usePositionTree } from './usePositionTree';

const ZOOM_STEP = 1.25;

/** /team/organization-chart — the positions tree as an org chart: expand, search, zoom, export, see who holds each. */
export default function OrgChartPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const { open: notify } = useNotification();
  const viewport = useViewport();
  const company = useSession()?.company;
  const { roots, count, usersCount, loading, error } = usePositionTree();
  const palette = useMemo(() => chartPalette(token), [token]);
  const texts = useChartTexts();
  const chart = useRef<OrgChartHandle>(null);

  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [matches, setMatches] = useState<Set<string>>(new Set());
  const [foundId, setFoundId] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const fitPending = useRef(false);

  // two levels open when the tree arrives
  const started = useRef(false);
  useEffect(() => {
    if (started.current || roots.length === 0) return;
    started.current = true;
    setExpanded(initialExpanded(roots));
  }, [roots]);

  const layout = useMemo(() => layoutChart(roots, expanded), [roots, expanded]);
  const nodes = useMemo(() => new Map(flatten(roots).map((n) => [n.id, n])), [roots]);
  const highlighted = useMemo(() => new Set([...matches, ...(foundId ? [foundId] : [])]), [matches, foundId]);

  // expand all / collapse all change the whole drawing: fit it once it is laid out
  useEffect(() => {
    if (!fitPending.current) return;
    fitPending.current = false;
    chart.current?.fit();
  }, [layout]);

  const toggle = useCallback((node: PositionTreeNode) => {
    chart.current?.keepInPlace(node.id);
    setExpanded((before) => {
      const next = new Set(before);
      if (next.has(node.id)) next.delete(node.id);
      else next.add(node.id);
      return next;
    });
  }, []);

  const reveal = useCallback((id: string) => {
    setExpanded((before) => new Set([...before, ...ancestorIds(roots, id)]));
    chart.current?.focus(id);
  }, [roots]);

  const found = useCallback((id: string) => {
    setFoundId(id);
    reveal(id);
  }, [reveal]);

  const select = useCallback((id: string) => {
    setSelectedId(id);
    reveal(id);
  }, [reveal]);

  const openNode = useCallback((node: PositionTreeNode) => setSelectedId(node.id), []);

  const exportImage = async () => {
    const svg = chart.current?.svg();
    if (!svg) return;
    setExporting(true);
    try {
      const now = new Date();
      await downloadChartPng(svg, layout.bounds, {
        title: t('orgchart.export.title', { company: company?.name ?? '' }),
        subtitle: t('orgchart.export.subtitle', { date: now.toLocaleDateString(i18n.language), positions: formatNumber(count), people: formatNumber(usersCount) }),
        fileName: exportFileName(t('orgchart.export.filePrefix'), company?.name ?? '', now),
        background: '#ffffff',
        text: palette.text,
        textSecondary: palette.textSecondary,
        font: palette.font,
      });
    } catch (err) {
      notify?.({ type: 'error', message: t('orgchart.export.failed'), description: (err as Error).message });
    } finally {
      setExporting(false);
    }
  };

  const selected = selectedId ? nodes.get(selectedId) ?? null : null;
  const parent = selected?.parentId ? nodes.get(selected.parentId) : undefined;

  let body;
  if (loading) body = <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  else if (error) body = <Alert type="error" showIcon message={t('orgchart.loadError')} description={error.message} />;
  else if (roots.length === 0) body = <OrgChartEmpty />;
  else {
    body = (
      <Card styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }}>
        <div style={{ padding: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <OrgChartToolbar
            search={<PositionSearch roots={roots} onMatches={setMatches} onFound={found} />}
            onExpandAll={() => {
              fitPending.current = true;
              setExpanded(expandableIds(roots));
            }}
            onCollapseAll={() => {
              fitPending.current = true;
              setExpanded(new Set());
            }}
            onZoomIn={() => chart.current?.zoomBy(ZOOM_STEP)}
            onZoomOut={() => chart.current?.zoomBy(1 / ZOOM_STEP)}
            onFit={() => chart.current?.fit()}
            onExport={() => void exportImage()}
            exporting={exporting}
          />
        </div>
        <div style={{ position: 'relative', height: viewport.mobile ? 'calc(100vh - 260px)' : 'calc(100vh - 250px)', minHeight: 420, background: palette.background }}>
          <OrgChartCanvas
            ref={chart}
            layout={layout}
            palette={palette}
            texts={texts}
            highlighted={highlighted}
            selectedId={selectedId}
            onOpen={openNode}
            onToggle={toggle}
            label={t('orgchart.title')}
          />
          <Typography.Text type="secondary" style={{ position: 'absolute', left: 12, bottom: 8, fontSize: 12, pointerEvents: 'none' }}>
            {t('orgchart.hint')}
          </Typography.Text>
        </div>
      </Card>
    );
  }

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('orgchart.title')}
        </Typography.Title>
        {!loading && !error && roots.length ? (
          <Typography.Text type="secondary" data-testid="orgchart-summary">
            {t('orgchart.summary', { positions: formatNumber(count), people: formatNumber(usersCount) })}
          </Typography.Text>
        ) : null}
      </div>
      {body}
      <PositionDrawer node={selected} parent={parent} onClose={() => setSelectedId(undefined)} onSelect={select} width={viewport.mobile ? '100%' : 440} />
    </div>
  );
}
