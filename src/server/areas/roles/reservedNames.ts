import en from '../../../shared/i18n/en-US/roles.json';
import es from '../../../shared/i18n/es-ES/roles.json';
import pt from '../../../shared/i18n/pt-BR/roles.json';
import { ROLES } from '../../../shared/roles';

/**
 * Names a company role may not take: the built-in roles' keys and their names in every language ("Administrador",
 * "Viewer"…), so a list never shows two roles called the same. Compared case-insensitively, like the unique index.
 */
const RESERVED = new Set(
  [...ROLES, ...[en, es, pt].flatMap((texts) => Object.values(texts.builtIn).map((r) => r.name))].map((n) => n.trim().toLowerCase()),
);

export const isReservedRoleName = (name: string): boolean => RESERVED.has(name.trim().toLowerCase());
