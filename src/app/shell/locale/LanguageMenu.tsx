import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation as useRefineTranslation } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../shared/i18n/locales';

/** Short codes shown on the button. */
const SHORT: Record<string, string> = { 'es-ES': 'ES', 'en-US': 'EN', 'pt-BR': 'PT' };

/** Language switcher (spec §1): the choice changes texts, dates, antd and the Accept-Language of every call. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { changeLocale } = useRefineTranslation();
  const [busy, setBusy] = useState(false);
  const current = i18n.language;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({
          key: locale,
          // each language is named in itself
          label: <span lang={locale}>{t(`common.language.names.${locale}`)}</span>,
          extra: locale === current ? <CheckOutlined /> : undefined,
        })),
        onClick: async ({ key }) => {
          if (key === current) return;
          setBusy(true);
          try {
            await changeLocale(key);
          } finally {
            setBusy(false);
          }
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} loading={busy} aria-label={t('common.language.label')} data-testid="language-menu">
        {compact ? null : SHORT[current]}
      </Button>
    </Dropdown>
  );
}
