import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '../../../shared/i18n/locales';

/** antd's own texts (pagination, pickers, empty states) for each locale, fetched on demand. */
const loaders: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'es-ES': () => import('antd/es/locale/es_ES'),
  'en-US': () => import('antd/es/locale/en_US'),
  'pt-BR': () => import('antd/es/locale/pt_BR'),
};

export const loadAntdLocale = async (locale: Locale): Promise<AntdLocale> => (await loaders[locale]()).default;
