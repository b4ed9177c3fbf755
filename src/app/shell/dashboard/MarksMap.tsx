import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MarksMap as MarksMapData } from './dashboardApi';

const COLORS: Record<string, string> = { CHECK_IN: '#12814c', CHECK_OUT: '#cf1322', BREAK_START: '#d48806', BREAK_END: '#1677ff' };
/** Spain, when there is nothing to fit */
const FALLBACK_CENTER: L.LatLngTuple = [40.4, -3.7];

/**
 * Leaflet map of the marks (its own lazy chunk: Leaflet and its CSS load only with the dashboard's map). Markers are
 * vector circles, so they need no image and show over a grey background when the tile server cannot be reached;
 * a failed tile raises the notice instead of leaving an empty grey box unexplained.
 */
export default function MarksMap({ data }: { data: MarksMapData }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!box.current) return undefined;
    const map = L.map(box.current, { zoomControl: true, attributionControl: true });
    const tiles = L.tileLayer(data.tiles.url, { attribution: data.tiles.attribution, maxZoom: 19, crossOrigin: true });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    const layer = L.featureGroup();
    for (const m of data.marks) {
      L.circleMarker([m.lat, m.lng], { radius: 7, color: '#fff', weight: 2, fillColor: COLORS[m.type] ?? '#595959', fillOpacity: 0.9, className: 'dash-mark' })
        .bindTooltip(`${m.name} · ${t(`dashboard.map.types.${m.type}`)} · ${dayjs(m.at).format('HH:mm')}`)
        .addTo(layer);
    }
    layer.addTo(map);
    if (data.marks.length) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 15 });
    else map.setView(FALLBACK_CENTER, 5);
    return () => {
      map.remove();
    };
  }, [data, t]);

  return (
    <>
      {tilesFailed ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('dashboard.map.tilesFailed')} data-testid="map-tiles-failed" /> : null}
      <div ref={box} className="dash-map" data-testid="marks-map" />
    </>
  );
}
