/**
 * What a new company starts with (spec §3 and §9 defaults). Used by the demo seed, the benchmark seed and
 * `npm run company:create`; other code may import these too (a fresh company must look the same everywhere).
 */

/** Spec §3: the two integrations that exist (a performance tool and a data-visualisation tool). */
export const INTEGRATIONS = ['performance', 'dataVisualization'] as const;

const channel = (email: boolean) => ({ sms: false, email, dashboard: true });

export function defaultConfiguration(): Record<string, unknown> {
  return {
    covid: {
      symptoms: [],
      tips: [],
      enableMobile: false,
      enablePoint: false,
      temperatureThreshold: 37.5,
      requestTemperature: false,
    },
    notifications: {
      possibleSymptoms: channel(false),
      employeeAbsences: channel(true),
      employeePayroll: channel(true),
      documentSignature: channel(true),
      birthday: channel(false),
    },
    general: {
      restrictLocalization: false,
      employeePortal: true,
      allowBreak: true,
      allowMobile: true,
      allowMobileMap: false,
      allowPoint: true,
      rangeOfBreak: { min: 0, max: 8 },
      // -1 means unset (spec §9); tolerances are in minutes
      toleranceEarlyDeparture: -1,
      toleranceLateArrival: -1,
      overtimeAllowed: -1,
      allowOvertime: false,
      allowRekognition: true,
      integrations: [...INTEGRATIONS],
      documentsVersion: 'V2',
      noveltiesVersion: 'V1',
      nightShiftRange: { start: '22:00', end: '06:00' },
      defaultBreakMinutes: 30,
    },
  };
}

/** customFields lists: only the spec's defaults are filled; the rest start empty for the company to fill. */
export function defaultCustomFields(): Record<string, string[]> {
  return {
    unionAgreement: [],
    laborUnion: [],
    typeOfLeave: ['Despido', 'Incapacidad', 'Renuncia'],
    typeOfContract: [],
    currentSituation: [],
    holidayGroup: [],
    quoteGroup: [],
    hierarchies: ['position', 'Sector', 'Departamento'],
  };
}

/** Feature flags deciding menus (spec §1, §2): documents and novelties versions, payroll integration, etc. */
export function defaultFlags(): Record<string, unknown> {
  return {
    documentsVersion: 'V2',
    noveltiesVersion: 'V1',
    payrollIntegration: false,
    employerRecords: false,
    reviewsApprovals: false,
    // the positions part of the organisation chart (spec §1 "whether a positions tree exists"): off until the
    // provider sets up the company's positions
    positionsTree: false,
    // the provider has enabled the employee portal; the company then switches it in configuration.general
    employeePortal: true,
    // Team › Novedades (payroll novelties): off until the provider turns it on for the company, or for every
    // company of the installation with NOVELTIES_MENU=all (spec §2 "shown by environment or company")
    novelties: false,
  };
}
