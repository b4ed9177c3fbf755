/**
 * The getting-started articles, one per area of the product, and which one a screen's "?" opens. The slugs are the
 * article files' names (help/<locale>/<slug>.md), the same in every language.
 */
export const HELP_AREAS = [
  'getting-started', 'team', 'workdays', 'shifts', 'absences', 'documents', 'company', 'communication', 'reports', 'administrators',
  'devices', 'work-orders',
] as const;
export type HelpArea = (typeof HELP_AREAS)[number];

/** The screens' paths, first match wins (so the more specific paths come first). */
const BY_PATH: [RegExp, HelpArea][] = [
  [/^\/(ots-reports|otsReport|infoColaboratorOT|workingInOT|work-orders)(\/|$)/, 'work-orders'],
  [/^\/devices(\/|$)/, 'devices'],
  [/^\/(team\/marks-review|team\/daily-record|team\/heat-map|workdays?)(\/|$)/, 'workdays'],
  [/^\/(team\/shifts|team\/shift-templates|company\/workshift-types|shifts-reports|calendar)(\/|$)/, 'shifts'],
  [/^\/(absences|reasons|requests|vacation-matrices|team\/timeline|aproval-flows?|reviews-approvals)(\/|$)/, 'absences'],
  [/^\/(reports|absences-reports|error-reports|accidents-reports|demographic-reports)(\/|$)/, 'reports'],
  [/^\/(company\/documents|company\/document|company\/salary|company\/folder-types|company\/salary-bulk-load|nomine|novelties)(\/|$)/, 'documents'],
  [/^\/(company|specialdays|inventory|settings\/inventory|levels|team\/organization-chart)(\/|$)/, 'company'],
  [/^\/(communication|comunication)(\/|$)/, 'communication'],
  [/^\/(user|roles|new-roles)(\/|$)/, 'administrators'],
  [/^\/(team|casualty)(\/|$)/, 'team'],
];

/** The article a screen's "?" opens. */
export function helpAreaOfPath(pathname: string): HelpArea {
  return BY_PATH.find(([re]) => re.test(pathname))?.[1] ?? 'getting-started';
}
