import type { users } from '../db/schema';
import { demoCustomFields } from './catalogs';
import type { UnitKind } from './positions';
import type { Prng } from './prng';

type UserInsert = typeof users.$inferInsert;

const LISTS = demoCustomFields();
const DAY = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const STREETS = [
  'Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Calle del Sol', 'Calle Nueva', 'Paseo de la Castellana',
  'Calle de Alcalá', 'Avenida de Andalucía', 'Calle San Juan', 'Calle Gran Vía', 'Calle de la Paz', 'Ronda de Poniente',
];
const NATIONALITIES: [string, number][] = [
  ['Española', 88], ['Marroquí', 3], ['Rumana', 2], ['Colombiana', 2], ['Venezolana', 1.5], ['Italiana', 1], ['Portuguesa', 1], ['Ecuatoriana', 1.5],
];
const CONTRACTS: [string, number][] = [
  ['Indefinido', 55], ['Indefinido a tiempo parcial', 15], ['Fijo discontinuo', 6], ['Temporal por circunstancias de la producción', 12],
  ['Formativo para la obtención de la práctica profesional', 6], ['Sustitución', 6],
];
const TEMPORARY = new Set(['Temporal por circunstancias de la producción', 'Formativo para la obtención de la práctica profesional', 'Sustitución']);
const UNIONS: [string, number][] = [['Sin afiliación', 60], ['CCOO', 15], ['UGT', 15], ['USO', 4], ['CSIF', 3], ['ELA', 3]];
const SITUATIONS: [string, number][] = [['Activo', 90], ['Incapacidad temporal', 4], ['Permiso por nacimiento', 3], ['ERTE', 2], ['Excedencia voluntaria', 1]];
const LEAVE_REASONS: [string, number][] = [['Renuncia', 55], ['Despido', 30], ['Incapacidad', 15]];
const LEAVE_COMMENTS: Record<string, string[]> = {
  Renuncia: ['Se incorpora a otra empresa', 'Traslado de residencia', 'Motivos personales', 'Vuelve a estudiar'],
  Despido: ['Fin del periodo de prueba no superado', 'Despido objetivo por causas organizativas', 'Despido disciplinario'],
  Incapacidad: ['Incapacidad permanente total reconocida', 'Incapacidad permanente absoluta'],
};

const AGREEMENT: Record<UnitKind, string> = {
  store: LISTS.unionAgreement[0],
  warehouse: LISTS.unionAgreement[2],
  office: LISTS.unionAgreement[3],
  headquarters: LISTS.unionAgreement[3],
  region: LISTS.unionAgreement[3],
};
const HOLIDAYS: Record<UnitKind, string> = {
  store: LISTS.holidayGroup[1], warehouse: LISTS.holidayGroup[2], office: LISTS.holidayGroup[0], headquarters: LISTS.holidayGroup[0], region: LISTS.holidayGroup[0],
};

/** Spanish contribution group (grupo de cotización) by job title. */
function quoteGroupOf(position: string): string {
  const q = LISTS.quoteGroup;
  if (/^Direct|Abogad/.test(position)) return q[0];
  if (/Analista|Desarrollador|Técnic[oa] de (recursos|prevención)/.test(position)) return q[1];
  if (/^(Jef|Encargad|Responsable)/.test(position)) return q[2];
  if (/Administrativ|Contable|Comercial/.test(position)) return q[3];
  if (/Recepcionista|Atención/.test(position)) return q[4];
  if (/Conductor|mantenimiento|Carretiller|Subencargad|Visual/.test(position)) return q[5];
  if (/Dependient|Cajer|Preparador/.test(position)) return q[6];
  return q[7];
}

/**
 * Personal and contract data of one seeded collaborator, plausible for a Spanish retailer: seniority mostly recent,
 * temporary contracts with an end date, part-time hours, collective agreement and holiday calendar by workplace,
 * contribution group by job. `leaving` offboards them (a date within the last two years, a reason, often a comment).
 */
export function collaboratorDetails(opts: {
  prng: Prng;
  now: Date;
  index: number;
  female: boolean;
  position: string;
  unit: { kind: UnitKind; city: string };
  leaving: boolean;
}): Partial<UserInsert> {
  const { prng, now, index, female, position, unit, leaving } = opts;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const age = prng.weighted([[prng.int(18, 24), 15], [prng.int(25, 44), 55], [prng.int(45, 64), 30]] as const);
  const birth = today - (age * 365.25 + prng.int(0, 364)) * DAY;
  const typeOfContract = prng.weighted(CONTRACTS);
  const temporary = TEMPORARY.has(typeOfContract);
  // seniority: temporary contracts are recent; permanent ones spread over up to 20 years, most of them within 6
  const maxYears = temporary ? 1.5 : prng.chance(0.7) ? 6 : 20;
  const start = Math.min(today, Math.max(birth + 18 * 365.25 * DAY, today - prng.int(30, Math.round(maxYears * 365)) * DAY));
  // a temporary contract still running ends some months ahead
  let contractEndDate: string | null = temporary ? iso(Math.max(start + prng.int(180, 540) * DAY, today + prng.int(15, 300) * DAY)) : null;
  const partTime = typeOfContract === 'Indefinido a tiempo parcial' || (typeOfContract.startsWith('Temporal') && prng.chance(0.3));

  const details: Partial<UserInsert> = {
    externalId: `EMP-${String(index + 1).padStart(5, '0')}`,
    phone: `+34 6${prng.int(0, 99).toString().padStart(2, '0')} ${prng.int(100, 999)} ${prng.int(100, 999)}`,
    birthDate: iso(birth),
    gender: female ? 'female' : 'male',
    nationality: prng.weighted(NATIONALITIES),
    address: `${prng.pick(STREETS)} ${prng.int(1, 180)}, ${unit.city}`,
    disability: prng.chance(0.03) ? prng.pick([33, 33, 45, 65]) : null,
    // a Spanish DNI is valid for ten years; a few have lapsed, as happens
    documentExpirationDate: iso(today + (prng.chance(0.02) ? -prng.int(5, 200) : prng.int(30, 3650)) * DAY),
    contractStartDate: iso(start),
    typeOfContract,
    weeklyHours: partTime ? prng.pick([16, 20, 24, 30]) : 40,
    unionAgreement: AGREEMENT[unit.kind],
    laborUnion: prng.weighted(UNIONS),
    currentSituation: prng.weighted(SITUATIONS),
    holidayGroup: HOLIDAYS[unit.kind],
    quoteGroup: quoteGroupOf(position),
  };
  if (leaving) {
    const leaveDate = iso(Math.min(today, Math.max(start + 30 * DAY, today - prng.int(1, 730) * DAY)));
    const typeOfLeave = prng.weighted(LEAVE_REASONS);
    contractEndDate = leaveDate;
    Object.assign(details, {
      active: false,
      leaveDate,
      typeOfLeave,
      leaveComment: prng.chance(0.7) ? prng.pick(LEAVE_COMMENTS[typeOfLeave]) : null,
      currentSituation: null,
    });
  }
  details.contractEndDate = contractEndDate;
  return details;
}
