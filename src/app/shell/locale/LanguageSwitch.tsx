import { GlobalOutlined } from '@ant-design/icons';
import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../shared/i18n/locales';
import { changeLocale } from '../../providers/i18n';

/** Short codes shown on the switch; each option carries the language's own name for screen readers. */
const SHORT: Record<string, string> = { 'es-ES': 'ES', 'en-US': 'EN', 'pt-BR': 'PT' };

/**
 * The language switcher of the auth pages' top bar: three always-visible choices, and much lighter than the
 * dropdown of the main header (the login route stays small).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Flex align="center" gap={6}>
      <GlobalOutlined aria-hidden style={{ color: '#5f7168' }} />
      <Segmented
        size="small"
        value={i18n.language}
        onChange={(locale) => void changeLocale(String(locale))}
        aria-label={t('common.language.label')}
        data-testid="language-switch"
        style={{ background: '#e2ebe6' }}
        options={LOCALES.map((locale) => ({
          value: locale,
          label: (
            <span lang={locale} title={t(`common.language.names.${locale}`)} aria-label={t(`common.language.names.${locale}`)}>
              {SHORT[locale]}
            </span>
          ),
        }))}
      />
    </Flex>
  );
}
