import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderRow } from './workOrdersApi';

const COLORS: Record<string, string> = { open: '#1677ff', in_progress: '#d48806', done: '#12814c', cancelled: '#8c8c8c' };
const FALLBACK_CENTER: L.LatLngTuple = [40.4, -3.7];

/**
 * Today's orders on a Leaflet map (its own lazy chunk, like the dashboard's marks map): a circle per order, coloured
 * by status, bigger while people are on it; a click opens the order's report.
 */
export default function TodayMap({ orders, tiles }: { orders: OrderRow[]; tiles: { url: string; attribution: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!box.current) return undefined;
    const map = L.map(box.current, { zoomControl: true, attributionControl: true });
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: true });
    layer.on('tileerror', () => setTilesFailed(true));
    layer.addTo(map);
    const group = L.featureGroup();
    for (const o of orders) {
      if (o.latitude === null || o.longitude === null) continue;
      L.circleMarker([o.latitude, o.longitude], { radius: o.working ? 10 : 7, color: '#fff', weight: 2, fillColor: COLORS[o.status] ?? '#595959', fillOpacity: 0.9 })
        .bindTooltip(`${o.code} · ${o.title} · ${t(`workorders.enums.status.${o.status}`)} · ${t('workorders.report.workingNow')}: ${o.working}`)
        .on('click', () => navigate(`/otsReport/${o.id}`))
        .addTo(group);
    }
    group.addTo(map);
    if (orders.length) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: 14 });
    else map.setView(FALLBACK_CENTER, 5);
    return () => {
      map.remove();
    };
  }, [orders, tiles, t, navigate]);

  return (
    <>
      {tilesFailed ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('dashboard.map.tilesFailed')} /> : null}
      <div ref={box} style={{ height: 280, borderRadius: 8 }} data-testid="wo-map" />
    </>
  );
}
