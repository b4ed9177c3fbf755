import type { Db } from '../db/client';
import { productCatalog } from '../engine/storage';

/** [unit key of demoBranchTree or null, name, social-security employer account, risk class, address, active] */
type Seed = [unit: string | null, name: string, number: string, risk: 'I' | 'II' | 'III' | 'IV' | 'V', address: string, active: boolean];

/**
 * The demo's employer records (Company › Employer records, shown because the demo sets the `employerRecords` flag):
 * one employer account per province where it has offices or warehouses — offices in the lowest risk class,
 * warehouses higher — and a closed account kept for the record.
 */
const ROWS: Seed[] = [
  ['mad-of', 'Alameda Retail — Madrid oficinas y tiendas', '28/1045872/33', 'I', 'Paseo de la Castellana 95, 28046 Madrid', true],
  ['get', 'Alameda Logística — Getafe', '28/1098344/17', 'III', 'Calle Carpinteros 12, Polígono Los Olivos, 28906 Getafe', true],
  ['bcn-of', 'Alameda Retail — Barcelona', '08/1187230/51', 'I', 'Avinguda Diagonal 640, 08017 Barcelona', true],
  ['prat', 'Alameda Logística — El Prat', '08/1203561/06', 'III', 'Carrer de les Ciències 1, ZAL Port, 08820 El Prat de Llobregat', true],
  ['rib', 'Alameda Logística — Riba-roja', '46/1033290/72', 'IV', 'Carrer del Pla de Sant Josep 4, 46394 Riba-roja de Túria', true],
  ['lev', 'Alameda Retail — Valencia y Alicante', '46/1033291/75', 'II', 'Carrer de Colón 15, 46004 Valencia', true],
  ['sev-of', 'Alameda Retail — Andalucía', '41/1078455/28', 'II', 'Avenida de la Buhaira 15, 41018 Sevilla', true],
  ['lpa', 'Alameda Retail — Canarias', '35/1009812/64', 'II', 'Calle Mayor de Triana 60, 35002 Las Palmas de Gran Canaria', true],
  ['nor', 'Alameda Retail — Zona Norte', '48/1012674/95', 'II', 'Gran Vía de Don Diego López de Haro 25, 48001 Bilbao', true],
  ['vgo', 'Alameda Logística — Vigo', '36/1021457/80', 'III', 'Rúa A, Parque Empresarial Balaídos, 36210 Vigo', true],
  [null, 'Antigua cuenta de Toledo (cerrada)', '45/1002318/40', 'II', 'Calle Comercio 18, 45001 Toledo', false],
];

export async function seedEmployerRecords(db: Db, input: { companyId: string; unitId: (key: string) => string }): Promise<void> {
  const table = productCatalog().tables.get('employerrecords')!;
  await db.insert(table.table).values(ROWS.map(([unit, name, registrationNumber, riskClass, address, active]) => ({
    companyId: input.companyId, name, registrationNumber, riskClass, address, active, branchOfficeId: unit ? input.unitId(unit) : null,
  })) as never);
}
