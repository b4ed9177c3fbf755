import type { AuthContext } from '../../auth/authContext';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import type { RoleView } from './roleViews';

/** One line of free text inside a `#` comment: no line breaks, so it can never start a policy row. */
const commentText = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * The company's effective policy for auditors, in policies/policy.csv format (Casbin loads it as it is: `#` lines are
 * comments): a header naming the company, the time and who exported it, the built-in rows every company shares,
 * then each company role's rows under a comment with its name and number of users. Rows come from the running
 * enforcer, so the file is what the server enforces at that moment.
 */
export async function exportPolicyCsv(enforcer: PolicyEnforcer, auth: AuthContext, roles: RoleView[], now = new Date()): Promise<string> {
  const { builtIn, company } = await enforcer.rowsForCompany(auth.company.id);
  const lines = [
    `# Casbin policy of company ${JSON.stringify(commentText(auth.company.name))} (slug ${auth.company.slug}, id ${auth.company.id})`,
    `# Exported ${now.toISOString()} by ${commentText(auth.user.username)}`,
    '# Model: policies/model.conf; request = (role, company, module key, action)',
    '# Columns: p, role, company (* = every company), module key, action, effect',
    '',
    '# Built-in roles (every company)',
    ...builtIn,
  ];
  const custom = roles.filter((r) => !r.builtIn);
  lines.push('', custom.length ? '# Company roles' : '# Company roles: none');
  for (const role of custom) {
    const rows = company.filter((row) => row.startsWith(`p, ${role.key}, `));
    lines.push(`# ${role.key} = ${JSON.stringify(commentText(role.name))}, ${role.usersCount} user(s)${rows.length ? '' : ', no permissions'}`, ...rows);
  }
  return `${lines.join('\n')}\n`;
}

/** `policy-acme-20260314-0930.csv` */
export function exportFileName(slug: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `policy-${slug.replace(/[^A-Za-z0-9_-]/g, '_')}-${stamp}.csv`;
}
