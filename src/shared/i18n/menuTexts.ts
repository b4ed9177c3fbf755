/**
 * What the signed-in shell needs of an area's texts before the area itself is opened (issue 21): its menu entries and
 * its title. The side menu labels resources with `<name>.title` and area pages with a `menu` key somewhere in their
 * file (`reviews.menu.approvals`, `accidents.report.menu`, `reports.shiftsMenu`); the rest of an area's texts load
 * with its pages (src/app/providers/i18n.ts `loadAreaTexts`). The build applies this to `<namespace>.json?menu`
 * (vite.config.ts); tests/unit/shared/i18n/menuTexts.test.ts checks every menu label is kept.
 */
export function menuTexts(texts: Record<string, unknown>, top = true): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    if ((top && key === 'title') || key === 'menu' || key.endsWith('Menu')) kept[key] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = menuTexts(value as Record<string, unknown>, false);
      if (Object.keys(inner).length) kept[key] = inner;
    }
  }
  return kept;
}
