import type { BranchSeed } from './branchSeed';
import type { Prng } from './prng';
import type { UnitKind } from './positions';

/** Spanish cities with coordinates, to spread generated units over the map. */
const CITIES: [string, number, number][] = [
  ['Madrid', 40.4168, -3.7038], ['Barcelona', 41.3874, 2.1686], ['Valencia', 39.4699, -0.3763], ['Sevilla', 37.3891, -5.9845],
  ['Zaragoza', 41.6488, -0.8891], ['Málaga', 36.7213, -4.4214], ['Murcia', 37.9922, -1.1307], ['Palma', 39.5696, 2.6502],
  ['Bilbao', 43.263, -2.935], ['Alicante', 38.3452, -0.481], ['Córdoba', 37.8882, -4.7794], ['Valladolid', 41.6523, -4.7245],
  ['Vigo', 42.2406, -8.7207], ['Gijón', 43.5322, -5.6611], ['A Coruña', 43.3623, -8.4115], ['Granada', 37.1773, -3.5986],
  ['Vitoria-Gasteiz', 42.8467, -2.6716], ['Elche', 38.2699, -0.7126], ['Oviedo', 43.3614, -5.8593], ['Pamplona', 42.8125, -1.6458],
  ['Santander', 43.4623, -3.81], ['Salamanca', 40.9701, -5.6635], ['Burgos', 42.3439, -3.6969], ['Almería', 36.834, -2.4637],
  ['Logroño', 42.4627, -2.4449], ['Badajoz', 38.8794, -6.9707], ['Cádiz', 36.527, -6.2886], ['León', 42.5987, -5.5671],
  ['Tarragona', 41.1189, 1.2445], ['Castellón de la Plana', 39.9864, -0.0513], ['Huelva', 37.2614, -6.9447], ['Jaén', 37.7796, -3.7849],
];

const LEAF_KINDS: [UnitKind, string][] = [['store', 'Tienda'], ['store', 'Tienda'], ['store', 'Tienda'], ['office', 'Oficina'], ['warehouse', 'Almacén']];

/**
 * A large tree for benchmarks: headquarters root → regions (about one per 50 units) → numbered offices, stores
 * and warehouses. Names are unique per company as the schema requires.
 */
export function generatedBranchTree(total: number, prng: Prng): BranchSeed[] {
  const count = Math.max(1, Math.floor(total));
  const regions = count <= 2 ? count - 1 : Math.max(1, Math.min(count - 2, Math.round(count / 50)));
  const unit = (key: string, parentKey: string | null, name: string, code: string, kind: UnitKind, cityIndex: number): BranchSeed => {
    const [city, lat, lon] = CITIES[cityIndex % CITIES.length];
    return {
      key, parentKey, name, code, kind, city,
      address: `Calle ${prng.pick(['Mayor', 'Real', 'Nueva', 'del Carmen', 'de la Paz', 'San Francisco', 'Alcalá'])} ${prng.int(1, 180)}`,
      country: 'ES', timezone: 'Europe/Madrid',
      latitude: Number((lat + (prng.next() - 0.5) * 0.05).toFixed(5)),
      longitude: Number((lon + (prng.next() - 0.5) * 0.05).toFixed(5)),
    };
  };
  const tree: BranchSeed[] = [unit('hq', null, 'Sede Central', 'HQ', 'headquarters', 0)];
  for (let r = 0; r < regions; r++) {
    tree.push(unit(`r${r}`, 'hq', `Región ${r + 1} ${CITIES[r % CITIES.length][0]}`, `R${String(r + 1).padStart(3, '0')}`, 'region', r));
  }
  for (let i = 0; tree.length < count; i++) {
    const region = i % regions;
    const [kind, label] = LEAF_KINDS[i % LEAF_KINDS.length];
    const n = String(i + 1).padStart(5, '0');
    const city = prng.chance(0.8) ? region : prng.int(0, CITIES.length - 1); // a region mostly covers one city
    tree.push(unit(`u${i}`, `r${region}`, `${label} ${CITIES[city % CITIES.length][0]} ${n}`, `U${n}`, kind, city));
  }
  return tree;
}
