/** en-US: the public pages' texts in one chunk (see ../translationBundle.ts; the list is PUBLIC_NAMESPACES). */
export default import.meta.glob<Record<string, unknown>>('../../../../shared/i18n/en-US/{common,auth,errors,toasts}.json', { eager: true, import: 'default' });
