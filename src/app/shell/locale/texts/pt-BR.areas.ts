/** pt-BR: every other namespace's texts in one chunk, fetched at sign-in (see ../translationBundle.ts). */
export default import.meta.glob<Record<string, unknown>>(['../../../../shared/i18n/pt-BR/*.json', '!../../../../shared/i18n/pt-BR/{common,auth,errors,toasts,server}.json'], {
  eager: true,
  import: 'default',
});
