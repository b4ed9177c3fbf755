/**
 * Values of a company `customFields` list named by `x-enumSource: "customFields.<list>"`.
 * Lists hold strings, or objects with a value/name/title/label (the first one present is the value).
 * Answers undefined when the company has no such list, so the field stays a free text.
 */
export function enumSourceValues(source: string, customFields: Record<string, unknown> | undefined): string[] | undefined {
  const [root, list] = source.split('.');
  if (root !== 'customFields' || !list || !customFields) return undefined;
  const items = customFields[list];
  if (!Array.isArray(items)) return undefined;
  const values = items
    .map((item) => {
      if (typeof item === 'string' || typeof item === 'number') return String(item);
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        const v = o.value ?? o.name ?? o.title ?? o.label;
        return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
      }
      return undefined;
    })
    .filter((v): v is string => v !== undefined && v !== '');
  return [...new Set(values)];
}
