/** es-ES: every other namespace's texts in one chunk, fetched at sign-in (see ../translationBundle.ts). */
export default import.meta.glob<Record<string, unknown>>(['../../../../shared/i18n/es-ES/*.json', '!../../../../shared/i18n/es-ES/{common,auth,errors,toasts,server}.json'], {
  eager: true,
  import: 'default',
});
