import type { Locale } from '../../../../shared/i18n/locales';

/** Texts of the server-built device files (the punches workbook), in the three languages. */
export const DEVICE_TEXTS: Record<Locale, {
  fileName: string;
  sheet: string;
  columns: { biometry: string; document: string; firstName: string; lastName: string; date: string; time: string; registry: string; status: string; units: string };
  verify: Record<string, string>;
  markType: Record<string, string>;
  outcome: Record<string, string>;
}> = {
  'es-ES': {
    fileName: 'marcaciones-dispositivo',
    sheet: 'Marcaciones',
    columns: { biometry: 'Biometría', document: 'Documento', firstName: 'Nombre', lastName: 'Apellidos', date: 'Fecha', time: 'Hora', registry: 'Registro', status: 'Estado', units: 'Unidades organizativas' },
    verify: { FINGERPRINT: 'Huella', FACE: 'Rostro', CARD: 'Tarjeta', PASSWORD: 'Contraseña', PALM: 'Palma', OTHER: 'Otro' },
    markType: { CHECK_IN: 'Entrada', CHECK_OUT: 'Salida', BREAK_START: 'Inicio de pausa', BREAK_END: 'Fin de pausa' },
    outcome: { STORED: 'Registrada', REFUSED: 'Rechazada', UNKNOWN_PIN: 'PIN desconocido', INACTIVE_USER: 'Persona inactiva' },
  },
  'en-US': {
    fileName: 'device-punches',
    sheet: 'Punches',
    columns: { biometry: 'Biometry', document: 'Document', firstName: 'First name', lastName: 'Last name', date: 'Date', time: 'Time', registry: 'Registry', status: 'Status', units: 'Organizational units' },
    verify: { FINGERPRINT: 'Fingerprint', FACE: 'Face', CARD: 'Card', PASSWORD: 'Password', PALM: 'Palm', OTHER: 'Other' },
    markType: { CHECK_IN: 'Check-in', CHECK_OUT: 'Check-out', BREAK_START: 'Break start', BREAK_END: 'Break end' },
    outcome: { STORED: 'Recorded', REFUSED: 'Refused', UNKNOWN_PIN: 'Unknown PIN', INACTIVE_USER: 'Inactive person' },
  },
  'pt-BR': {
    fileName: 'marcacoes-dispositivo',
    sheet: 'Marcações',
    columns: { biometry: 'Biometria', document: 'Documento', firstName: 'Nome', lastName: 'Sobrenome', date: 'Data', time: 'Hora', registry: 'Registro', status: 'Status', units: 'Unidades organizacionais' },
    verify: { FINGERPRINT: 'Digital', FACE: 'Rosto', CARD: 'Cartão', PASSWORD: 'Senha', PALM: 'Palma', OTHER: 'Outro' },
    markType: { CHECK_IN: 'Entrada', CHECK_OUT: 'Saída', BREAK_START: 'Início de pausa', BREAK_END: 'Fim de pausa' },
    outcome: { STORED: 'Registrada', REFUSED: 'Recusada', UNKNOWN_PIN: 'PIN desconhecido', INACTIVE_USER: 'Pessoa inativa' },
  },
};
