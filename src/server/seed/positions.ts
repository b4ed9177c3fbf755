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
const HEADQUARTERS: Position[] = [
  ...OFFICE,
  ['Director financiero', 'Directora financiera', 1], ['Director de recursos humanos', 'Directora de recursos humanos', 1],
  ['Director de operaciones', 'Directora de operaciones', 1], ['Abogado laboralista', 'Abogada laboralista', 2],
];

const BY_KIND: Record<UnitKind, Position[]> = {
  headquarters: HEADQUARTERS, region: OFFICE, office: OFFICE, store: STORE, warehouse: WAREHOUSE,
};

/** [title, weight] pairs for one unit kind and gender, ready for Prng.weighted. */
export function positionsFor(kind: UnitKind, female: boolean): [string, number][] {
  return BY_KIND[kind].map(([m, f, w]) => [female ? f : m, w]);
}
