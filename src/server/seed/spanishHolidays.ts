/** A holiday as it is stored in special_days (dates as YYYY-MM-DD). */
export interface HolidaySeed {
  name: string;
  date: string;
  category: 'national' | 'regional' | 'local';
  description: string;
  /** names of the branch offices it applies to (regional and local holidays) */
  branchNames?: string[];
}

const iso = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday (anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

function shiftDays(year: number, [month, day]: [number, number], delta: number): string {
  const d = new Date(Date.UTC(year, month - 1, day + delta));
  return d.toISOString().slice(0, 10);
}

/** The national holidays every Spanish worker has (fiestas nacionales of the yearly BOE resolution). */
export function spanishNationalHolidays(year: number): HolidaySeed[] {
  const easter = easterSunday(year);
  const national = (name: string, date: string): HolidaySeed => ({ name, date, category: 'national', description: 'Fiesta nacional' });
  return [
    national('Año Nuevo', iso(year, 1, 1)),
    national('Epifanía del Señor', iso(year, 1, 6)),
    national('Viernes Santo', shiftDays(year, easter, -2)),
    national('Fiesta del Trabajo', iso(year, 5, 1)),
    national('Asunción de la Virgen', iso(year, 8, 15)),
    national('Fiesta Nacional de España', iso(year, 10, 12)),
    national('Todos los Santos', iso(year, 11, 1)),
    national('Día de la Constitución Española', iso(year, 12, 6)),
    national('Inmaculada Concepción', iso(year, 12, 8)),
    national('Natividad del Señor', iso(year, 12, 25)),
  ];
}

/** A few regional and local holidays of the demo's cities, tied to their branch offices. */
export function demoRegionalHolidays(year: number): HolidaySeed[] {
  const easter = easterSunday(year);
  return [
    { name: 'Jueves Santo', date: shiftDays(year, easter, -3), category: 'regional', description: 'Fiesta autonómica (Madrid, Andalucía, Galicia, País Vasco)', branchNames: ['Zona Centro', 'Zona Sur', 'Zona Norte'] },
    { name: 'Lunes de Pascua', date: shiftDays(year, easter, 1), category: 'regional', description: 'Fiesta autonómica (Cataluña, Comunidad Valenciana)', branchNames: ['Zona Cataluña', 'Zona Levante'] },
    { name: 'Día de Andalucía', date: iso(year, 2, 28), category: 'regional', description: 'Fiesta autonómica', branchNames: ['Zona Sur'] },
    { name: 'Fiesta de la Comunidad de Madrid', date: iso(year, 5, 2), category: 'regional', description: 'Fiesta autonómica', branchNames: ['Zona Centro'] },
    { name: 'San Isidro', date: iso(year, 5, 15), category: 'local', description: 'Fiesta local de Madrid', branchNames: ['Oficina Madrid'] },
    { name: 'Diada Nacional de Catalunya', date: iso(year, 9, 11), category: 'regional', description: 'Fiesta autonómica', branchNames: ['Zona Cataluña'] },
    { name: 'La Mercè', date: iso(year, 9, 24), category: 'local', description: 'Fiesta local de Barcelona', branchNames: ['Oficina Barcelona'] },
  ];
}
