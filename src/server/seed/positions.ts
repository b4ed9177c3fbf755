/** What kind of place an organisational unit is; it decides which jobs its people do. */
export type UnitKind = 'headquarters' | 'region' | 'office' | 'store' | 'warehouse';

/** A job title in its masculine and feminine forms, as Spanish payrolls write them, with how common it is. */
type Position = readonly [masculine: string, feminine: string, weight: number];

const STORE: Position[] = [
  ['Dependiente', 'Dependienta', 40], ['Cajero', 'Cajera', 18], ['Reponedor', 'Reponedora', 14],
  ['Encargado de tienda', 'Encargada de tienda', 4], ['Subencargado de tienda', 'Subencargada de tienda', 4],
  ['Visual merchandiser', 'Visual merchandiser', 3], ['Vigilante de seguridad', 'Vigilante de seguridad', 3],
];
const WAREHOUSE: Position[] = [
  ['Mozo de almacén', 'Moza de almacén', 30], ['Carretillero', 'Carretillera', 14], ['Preparador de pedidos', 'Preparadora de pedidos', 20],
  ['Jefe de turno', 'Jefa de turno', 4], ['Responsable de logística', 'Responsable de logística', 2],
  ['Técnico de mantenimiento', 'Técnica de mantenimiento', 5], ['Conductor repartidor', 'Conductora repartidora', 8],
];
const OFFICE: Position[] = [
  ['Administrativo', 'Administrativa', 14], ['Comercial', 'Comercial', 12], ['Técnico de recursos humanos', 'Técnica de recursos humanos', 6],
  ['Contable', 'Contable', 5], ['Atención al cliente', 'Atención al cliente', 10], ['Jefe de ventas', 'Jefa de ventas', 3],
  ['Analista de datos', 'Analista de datos', 3], ['Desarrollador de software', 'Desarrolladora de software', 4],
  ['Técnico de prevención de riesgos', 'Técnica de prevención de riesgos', 2], ['Recepcionista', 'Recepcionista', 3],
];
// the directors are not drawn: each post has exactly one holder (HEADQUARTERS_POSTS)
const HEADQUARTERS: Position[] = [...OFFICE, ['Abogado laboralista', 'Abogada laboralista', 2]];

const BY_KIND: Record<UnitKind, Position[]> = {
  headquarters: HEADQUARTERS, region: OFFICE, office: OFFICE, store: STORE, warehouse: WAREHOUSE,
};

/** [title, weight] pairs for one unit kind and gender, ready for Prng.weighted. */
export function positionsFor(kind: UnitKind, female: boolean): [string, number][] {
  return BY_KIND[kind].map(([m, f, w]) => [female ? f : m, w]);
}

/**
 * The posts at the top of the chart, each held by exactly one collaborator (see collaboratorRows): the general
 * management and its three directors at the headquarters, and one regional director per zone.
 */
export const HEADQUARTERS_POSTS: Position[] = [
  ['Director general', 'Directora general', 0], ['Director de operaciones', 'Directora de operaciones', 0],
  ['Director financiero', 'Directora financiera', 0], ['Director de recursos humanos', 'Directora de recursos humanos', 0],
];
export const REGIONAL_POST: Position = ['Director regional', 'Directora regional', 0];

/**
 * Who each job reports to, by masculine title: the positions tree of the chart. Every title a collaborator can be
 * given (above) is a node, so every collaborator sits on the chart and every post shows who holds it.
 */
const REPORTS_TO: Record<string, string | null> = {
  'Director general': null,
  'Director de operaciones': 'Director general', 'Director financiero': 'Director general', 'Director de recursos humanos': 'Director general',
  'Director regional': 'Director de operaciones', 'Jefe de ventas': 'Director regional',
  'Encargado de tienda': 'Director regional', 'Subencargado de tienda': 'Encargado de tienda',
  Dependiente: 'Subencargado de tienda', Cajero: 'Subencargado de tienda', Reponedor: 'Subencargado de tienda',
  'Visual merchandiser': 'Encargado de tienda', 'Vigilante de seguridad': 'Encargado de tienda',
  'Responsable de logística': 'Director regional', 'Jefe de turno': 'Responsable de logística',
  'Mozo de almacén': 'Jefe de turno', Carretillero: 'Jefe de turno', 'Preparador de pedidos': 'Jefe de turno',
  'Técnico de mantenimiento': 'Responsable de logística', 'Conductor repartidor': 'Responsable de logística',
  Comercial: 'Jefe de ventas', 'Atención al cliente': 'Jefe de ventas',
  Administrativo: 'Director financiero', Contable: 'Director financiero', 'Analista de datos': 'Director financiero',
  'Desarrollador de software': 'Director de operaciones',
  'Técnico de recursos humanos': 'Director de recursos humanos', 'Técnico de prevención de riesgos': 'Director de recursos humanos',
  Recepcionista: 'Director de recursos humanos', 'Abogado laboralista': 'Director de recursos humanos',
};

/**
 * A job's name on the chart, in the Spanish inclusive form that matches both spellings (see positionNames on the
 * server): "Dependiente/a" for Dependiente/Dependienta, "Director/a financiero/a", "Comercial" when both agree.
 */
export function inclusiveTitle([masculine, feminine]: Position): string {
  const fem = feminine.split(' ');
  return masculine.split(' ').map((word, i) => (word === fem[i] ? word : `${word}/a`)).join(' ');
}

/** The positions tree (hierarchies of type `position`): name and parent's name, parents first. */
export function positionTree(): { name: string; parent: string | null }[] {
  const all = [...HEADQUARTERS_POSTS, REGIONAL_POST, ...HEADQUARTERS, ...WAREHOUSE, ...STORE];
  const byMasculine = new Map(all.map((p) => [p[0], p]));
  const name = (masculine: string) => inclusiveTitle(byMasculine.get(masculine)!);
  return Object.entries(REPORTS_TO).map(([title, boss]) => ({ name: name(title), parent: boss ? name(boss) : null }));
}
