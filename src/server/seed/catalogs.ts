import { defaultCustomFields } from './companyDefaults';
import { positionTree } from './positions';

/** Parameter lists a Spanish retail and logistics company would have filled in; shared by demo and bench seeds. */

export function demoCustomFields(): Record<string, string[]> {
  return {
    ...defaultCustomFields(),
    unionAgreement: [
      'Convenio colectivo estatal de grandes almacenes',
      'Convenio de comercio textil de la Comunidad de Madrid',
      'Convenio estatal de logística, paquetería y actividades anexas',
      'Convenio de oficinas y despachos',
    ],
    laborUnion: ['CCOO', 'UGT', 'USO', 'CSIF', 'ELA', 'Sin afiliación'],
    typeOfContract: ['Indefinido', 'Indefinido a tiempo parcial', 'Fijo discontinuo', 'Temporal por circunstancias de la producción', 'Formativo para la obtención de la práctica profesional', 'Sustitución'],
    currentSituation: ['Activo', 'Incapacidad temporal', 'Excedencia voluntaria', 'Permiso por nacimiento', 'ERTE'],
    holidayGroup: ['Calendario general', 'Calendario tiendas', 'Calendario logística'],
    quoteGroup: [
      '1 - Ingenieros y licenciados', '2 - Ingenieros técnicos, peritos y ayudantes titulados',
      '3 - Jefes administrativos y de taller', '5 - Oficiales administrativos', '7 - Auxiliares administrativos',
      '8 - Oficiales de primera y segunda', '9 - Oficiales de tercera y especialistas', '10 - Peones',
    ],
  };
}

export interface ShiftTemplateSeed {
  name: string;
  externalId: string;
  type: 'simple' | 'custom' | 'rest' | 'specialDay' | 'sunday';
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number;
  color: string;
  description: string;
  /** externalId of the workshift type it belongs to */
  workshiftType: string | null;
}

export const SHIFT_TEMPLATES: ShiftTemplateSeed[] = [
  { name: 'Mañana', externalId: 'T-MAN', type: 'simple', startTime: '07:00', endTime: '15:00', breakMinutes: 30, color: '#39e489', description: 'Turno de mañana de 8 horas', workshiftType: 'JC' },
  { name: 'Tarde', externalId: 'T-TAR', type: 'simple', startTime: '15:00', endTime: '23:00', breakMinutes: 30, color: '#1677ff', description: 'Turno de tarde de 8 horas', workshiftType: 'JC' },
  { name: 'Noche', externalId: 'T-NOC', type: 'simple', startTime: '23:00', endTime: '07:00', breakMinutes: 30, color: '#2f3e9e', description: 'Turno de noche; termina al día siguiente', workshiftType: 'TR' },
  { name: 'Partido', externalId: 'T-PAR', type: 'custom', startTime: '09:00', endTime: '19:00', breakMinutes: 120, color: '#fa8c16', description: 'Jornada partida de 9:00 a 14:00 y de 16:00 a 19:00', workshiftType: 'JC' },
  { name: 'Intensiva de verano', externalId: 'T-VER', type: 'simple', startTime: '08:00', endTime: '15:00', breakMinutes: 20, color: '#fadb14', description: 'Jornada intensiva de julio y agosto', workshiftType: 'JC' },
  { name: 'Media jornada mañana', externalId: 'T-MJM', type: 'simple', startTime: '09:00', endTime: '13:00', breakMinutes: 0, color: '#13c2c2', description: 'Media jornada de 4 horas', workshiftType: 'MJ' },
  { name: 'Fin de semana', externalId: 'T-FDS', type: 'sunday', startTime: '10:00', endTime: '18:00', breakMinutes: 30, color: '#eb2f96', description: 'Sábados y domingos en tienda', workshiftType: 'TR' },
  { name: 'Festivo', externalId: 'T-FES', type: 'specialDay', startTime: '10:00', endTime: '15:00', breakMinutes: 0, color: '#722ed1', description: 'Apertura en día festivo', workshiftType: 'GU' },
  { name: 'Descanso', externalId: 'T-DES', type: 'rest', startTime: null, endTime: null, breakMinutes: 0, color: '#bfbfbf', description: 'Día de descanso semanal', workshiftType: null },
];

export const WORKSHIFT_TYPES = [
  { title: 'Jornada completa', externalId: 'JC', color: '#39e489', description: '40 horas semanales' },
  { title: 'Media jornada', externalId: 'MJ', color: '#13c2c2', description: '20 horas semanales' },
  { title: 'Turnos rotativos', externalId: 'TR', color: '#1677ff', description: 'Mañana, tarde y noche en rotación' },
  { title: 'Guardia', externalId: 'GU', color: '#722ed1', description: 'Disponibilidad en festivos y fines de semana' },
  { title: 'Teletrabajo', externalId: 'TT', color: '#faad14', description: 'Trabajo a distancia según acuerdo individual' },
];

export const DAYOFF_TYPES = [
  { title: 'Vacaciones', description: 'Vacaciones anuales retribuidas', color: '#39e489', maxDays: 22, dayCounting: 'LABORAL_DAYS', requiresAttachment: false, paid: true, isVacation: true },
  { title: 'Enfermedad', description: 'Incapacidad temporal por enfermedad común', color: '#f5222d', maxDays: 365, dayCounting: 'CALENDAR_DAYS', requiresAttachment: true, paid: true, payrollNovelty: 'SICK_LEAVE' },
  { title: 'Asuntos propios', description: 'Días de libre disposición', color: '#1677ff', maxDays: 3, dayCounting: 'LABORAL_DAYS', requiresAttachment: false, paid: true },
  { title: 'Maternidad/Paternidad', description: 'Permiso por nacimiento y cuidado del menor (16 semanas)', color: '#eb2f96', maxDays: 112, dayCounting: 'CALENDAR_DAYS', requiresAttachment: true, paid: true },
  { title: 'Matrimonio', description: 'Permiso por matrimonio o registro de pareja de hecho', color: '#fa8c16', maxDays: 15, dayCounting: 'CALENDAR_DAYS', requiresAttachment: true, paid: true },
  { title: 'Fallecimiento de familiar', description: 'Fallecimiento de familiar hasta segundo grado', color: '#595959', maxDays: 4, dayCounting: 'LABORAL_DAYS', requiresAttachment: true, paid: true },
  { title: 'Hospitalización de familiar', description: 'Accidente, enfermedad grave u hospitalización de familiar', color: '#a0d911', maxDays: 5, dayCounting: 'LABORAL_DAYS', requiresAttachment: true, paid: true },
  { title: 'Traslado de domicilio', description: 'Mudanza del domicilio habitual', color: '#13c2c2', maxDays: 1, dayCounting: 'LABORAL_DAYS', requiresAttachment: false, paid: true },
  { title: 'Exámenes', description: 'Exámenes oficiales', color: '#2f54eb', maxDays: null, dayCounting: 'LABORAL_DAYS', requiresAttachment: true, paid: true },
  { title: 'Permiso sin sueldo', description: 'Permiso no retribuido acordado con la empresa', color: '#8c8c8c', maxDays: 30, dayCounting: 'CALENDAR_DAYS', requiresAttachment: false, paid: false, payrollNovelty: 'UNPAID_LEAVE' },
];

export const FOLDER_TYPES = [
  { title: 'Contratos', description: 'Contratos de trabajo, prórrogas y anexos', color: '#1677ff' },
  { title: 'Nóminas', description: 'Recibos de salarios mensuales', color: '#39e489' },
  { title: 'Certificados', description: 'Certificados de empresa, retenciones y vida laboral', color: '#fa8c16' },
  { title: 'Formación', description: 'Diplomas y cursos realizados', color: '#722ed1' },
  { title: 'Prevención de riesgos laborales', description: 'Evaluaciones, EPIs y reconocimientos médicos', color: '#f5222d' },
  { title: 'Documentación personal', description: 'DNI, titulación y datos bancarios', color: '#8c8c8c' },
];

/** Hierarchy trees: name, type (one of customFields.hierarchies) and the parent's name. */
export const HIERARCHIES: { name: string; type: string; parent: string | null }[] = [
  { name: 'Operaciones', type: 'Sector', parent: null },
  { name: 'Comercial', type: 'Sector', parent: null },
  { name: 'Corporativo', type: 'Sector', parent: null },
  { name: 'Tiendas', type: 'Departamento', parent: 'Operaciones' },
  { name: 'Logística', type: 'Departamento', parent: 'Operaciones' },
  { name: 'Mantenimiento', type: 'Departamento', parent: 'Operaciones' },
  { name: 'Ventas', type: 'Departamento', parent: 'Comercial' },
  { name: 'Marketing', type: 'Departamento', parent: 'Comercial' },
  { name: 'Atención al cliente', type: 'Departamento', parent: 'Comercial' },
  { name: 'Recursos Humanos', type: 'Departamento', parent: 'Corporativo' },
  { name: 'Finanzas', type: 'Departamento', parent: 'Corporativo' },
  { name: 'Tecnología', type: 'Departamento', parent: 'Corporativo' },
  { name: 'Asesoría Jurídica', type: 'Departamento', parent: 'Corporativo' },
  // the positions tree (spec §1: some features need a positions tree with children): one node per job the seed gives
  ...positionTree().map((p) => ({ ...p, type: 'position' })),
];
