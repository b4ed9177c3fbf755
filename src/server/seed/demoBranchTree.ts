import type { BranchSeed } from './branchSeed';
import type { UnitKind } from './positions';

/**
 * The demo company's organisation: country → sales zone → offices, stores and warehouses in real Spanish cities
 * (3 levels, 26 units). Zone and office names are referenced by the demo's regional holidays and accounts.
 */
type Row = [key: string, parentKey: string | null, name: string, code: string, kind: UnitKind, address: string, city: string, lat: number, lon: number, timezone?: string];

const ROWS: Row[] = [
  ['es', null, 'España', 'ES', 'region', 'Paseo de la Castellana 95', 'Madrid', 40.4478, -3.6925],

  ['centro', 'es', 'Zona Centro', 'ZCE', 'region', 'Paseo de la Castellana 95', 'Madrid', 40.4478, -3.6925],
  ['mad-of', 'centro', 'Oficina Madrid', 'MAD-OF', 'headquarters', 'Paseo de la Castellana 95, planta 12', 'Madrid', 40.4478, -3.6925],
  ['mad-gv', 'centro', 'Tienda Madrid Gran Vía', 'MAD-T01', 'store', 'Gran Vía 32', 'Madrid', 40.4203, -3.7058],
  ['mad-go', 'centro', 'Tienda Madrid Goya', 'MAD-T02', 'store', 'Calle de Goya 47', 'Madrid', 40.4245, -3.6766],
  ['tol', 'centro', 'Tienda Toledo', 'TOL-T01', 'store', 'Calle Comercio 18', 'Toledo', 39.8581, -4.0226],
  ['get', 'centro', 'Almacén Getafe', 'GET-AL', 'warehouse', 'Calle Carpinteros 12, Polígono Los Olivos', 'Getafe', 40.2906, -3.7133],

  ['cat', 'es', 'Zona Cataluña', 'ZCA', 'region', 'Avinguda Diagonal 640', 'Barcelona', 41.3917, 2.1303],
  ['bcn-of', 'cat', 'Oficina Barcelona', 'BCN-OF', 'office', 'Avinguda Diagonal 640, 5a planta', 'Barcelona', 41.3917, 2.1303],
  ['bcn-pg', 'cat', 'Tienda Barcelona Passeig de Gràcia', 'BCN-T01', 'store', 'Passeig de Gràcia 55', 'Barcelona', 41.3925, 2.1648],
  ['gir', 'cat', 'Tienda Girona', 'GIR-T01', 'store', 'Carrer Nou 14', 'Girona', 41.9831, 2.8249],
  ['prat', 'cat', 'Almacén El Prat', 'PRA-AL', 'warehouse', 'Carrer de les Ciències 1, ZAL Port', 'El Prat de Llobregat', 41.3238, 2.1133],

  ['lev', 'es', 'Zona Levante', 'ZLE', 'region', 'Carrer de Colón 15', 'Valencia', 39.4702, -0.3717],
  ['vlc', 'lev', 'Tienda Valencia Colón', 'VLC-T01', 'store', 'Carrer de Colón 15', 'Valencia', 39.4702, -0.3717],
  ['ali', 'lev', 'Tienda Alicante', 'ALC-T01', 'store', 'Avenida de Maisonnave 30', 'Alicante', 38.3436, -0.4935],
  ['rib', 'lev', 'Almacén Riba-roja', 'RIB-AL', 'warehouse', 'Carrer del Pla de Sant Josep 4, Polígono El Oliveral', 'Riba-roja de Túria', 39.5246, -0.5302],

  ['sur', 'es', 'Zona Sur', 'ZSU', 'region', 'Avenida de la Buhaira 15', 'Sevilla', 37.3835, -5.9770],
  ['sev-of', 'sur', 'Oficina Sevilla', 'SEV-OF', 'office', 'Avenida de la Buhaira 15', 'Sevilla', 37.3835, -5.9770],
  ['sev-si', 'sur', 'Tienda Sevilla Sierpes', 'SEV-T01', 'store', 'Calle Sierpes 40', 'Sevilla', 37.3918, -5.9950],
  ['mal', 'sur', 'Tienda Málaga Larios', 'AGP-T01', 'store', 'Calle Marqués de Larios 8', 'Málaga', 36.7198, -4.4213],
  ['lpa', 'sur', 'Tienda Las Palmas de Gran Canaria', 'LPA-T01', 'store', 'Calle Mayor de Triana 60', 'Las Palmas de Gran Canaria', 28.1030, -15.4167, 'Atlantic/Canary'],

  ['nor', 'es', 'Zona Norte', 'ZNO', 'region', 'Gran Vía de Don Diego López de Haro 25', 'Bilbao', 43.2627, -2.9334],
  ['bio', 'nor', 'Tienda Bilbao Gran Vía', 'BIO-T01', 'store', 'Gran Vía de Don Diego López de Haro 25', 'Bilbao', 43.2627, -2.9334],
  ['ss', 'nor', 'Tienda San Sebastián', 'EAS-T01', 'store', 'Calle San Martín 31', 'Donostia-San Sebastián', 43.3176, -1.9852],
  ['cor', 'nor', 'Tienda A Coruña', 'LCG-T01', 'store', 'Rúa Real 52', 'A Coruña', 43.3704, -8.3969],
  ['vgo', 'nor', 'Almacén Vigo', 'VGO-AL', 'warehouse', 'Rúa A, Parque Empresarial Balaídos', 'Vigo', 42.2106, -8.7417],
];

export function demoBranchTree(): BranchSeed[] {
  return ROWS.map(([key, parentKey, name, code, kind, address, city, latitude, longitude, timezone], i) => ({
    key, parentKey, name, code, kind, address, city, latitude, longitude,
    country: 'ES',
    timezone: timezone ?? 'Europe/Madrid',
    costCenter: `CC-${String(1000 + i * 10).padStart(4, '0')}`,
  }));
}
