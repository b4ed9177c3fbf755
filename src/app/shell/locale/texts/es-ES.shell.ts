/**
 * es-ES: what the signed-in shell and its first screen (/team) need, in one chunk fetched at sign-in (see
 * ../translationBundle.ts, SHELL_NAMESPACES): those namespaces whole, and every other area's menu entries and title.
 */
export const whole = import.meta.glob<Record<string, unknown>>('../../../../shared/i18n/es-ES/{engine,users,notifications,documenthub,provider,subscription,help,imports,approvals}.json', {
  eager: true,
  import: 'default',
});

export const menus = import.meta.glob<Record<string, unknown>>(
  ['../../../../shared/i18n/es-ES/*.json', '!../../../../shared/i18n/es-ES/{common,auth,errors,toasts,server,engine,users,notifications,documenthub,provider,subscription,help,imports,approvals}.json'],
  { eager: true, import: 'default', query: '?menu' },
);

export default { ...menus, ...whole };
