import { readFile } from 'node:fs/promises';
import { newEnforcer, newModel, StringAdapter, type Enforcer } from 'casbin';
import { ACTIONS, MODULE_KEYS, type Action, type ModuleKey } from '../../shared/modules';

const POLICY_DIR = new URL('../../../policies/', import.meta.url);

/** One permission the caller holds. */
export interface Permission {
  module: ModuleKey;
  action: Action;
}

/**
 * The one Casbin enforcer of the process, behind a small API. Built once from policies/model.conf + policy.csv
 * (plus, later, company-defined roles as CSV rows) and swapped atomically by `reload`.
 */
export class PolicyEnforcer {
  /** decisions by `role|company|module|action`: a pure function of the policy, so cleared only by `reload` */
  private readonly decisions = new Map<string, boolean>();

  private constructor(private enforcer: Enforcer, private readonly modelText: string) {}

  static async fromFiles(extraCsv = ''): Promise<PolicyEnforcer> {
    const [modelText, csv] = await Promise.all([
      readFile(new URL('model.conf', POLICY_DIR), 'utf8'),
      readFile(new URL('policy.csv', POLICY_DIR), 'utf8'),
    ]);
    return new PolicyEnforcer(await PolicyEnforcer.build(modelText, csv + '\n' + extraCsv), modelText);
  }

  private static build(modelText: string, csv: string): Promise<Enforcer> {
    return newEnforcer(newModel(modelText), new StringAdapter(csv));
  }

  /** Re-read policy.csv and add `extraCsv` (company roles); requests in flight keep the old enforcer. */
  async reload(extraCsv = ''): Promise<void> {
    const csv = await readFile(new URL('policy.csv', POLICY_DIR), 'utf8');
    this.enforcer = await PolicyEnforcer.build(this.modelText, csv + '\n' + extraCsv);
    this.decisions.clear();
  }

  /** (role, company, module, action) → allowed? */
  can(role: string, companyId: string, module: string, action: string): boolean {
    const key = `${role}|${companyId}|${module}|${action}`;
    let allowed = this.decisions.get(key);
    if (allowed === undefined) {
      allowed = this.enforcer.enforceSync(role, companyId, module, action);
      // bounded: roles × companies × modules × actions; a runaway key space only costs a recompute
      if (this.decisions.size > 100_000) this.decisions.clear();
      this.decisions.set(key, allowed);
    }
    return allowed;
  }

  /** The rule that decided, for audits (`[true, ['owner','*','*','*','allow']]`). */
  explain(role: string, companyId: string, module: string, action: string): [boolean, string[]] {
    return this.enforcer.enforceExSync(role, companyId, module, action);
  }

  /** Every (module, action) the role holds in the company. */
  permissionsOf(role: string, companyId: string): Permission[] {
    return MODULE_KEYS.flatMap((module) => ACTIONS.filter((action) => this.can(role, companyId, module, action)).map((action) => ({ module, action })));
  }

  /** Every row that applies in the company (built-in `*` rows and the company's own), in policy.csv format. */
  async rowsForCompany(companyId: string): Promise<{ builtIn: string[]; company: string[] }> {
    const rows = await this.enforcer.getPolicy();
    const format = (r: string[]) => ['p', ...r].join(', ');
    return { builtIn: rows.filter((r) => r[1] === '*').map(format), company: rows.filter((r) => r[1] === companyId).map(format) };
  }

  /** The policy rows that apply to the role in the company, in policy.csv format (`p, viewer, *, users, GET, allow`). */
  async policyRowsOf(role: string, companyId: string): Promise<string[]> {
    const rows = await this.enforcer.getFilteredPolicy(0, role);
    return rows.filter((r) => r[1] === '*' || r[1] === companyId).map((r) => ['p', ...r].join(', '));
  }
}

let shared: Promise<PolicyEnforcer> | undefined;

/** The memoised enforcer of the process (built on first use). */
export function getPolicyEnforcer(): Promise<PolicyEnforcer> {
  shared ??= PolicyEnforcer.fromFiles().catch((err: unknown) => {
    shared = undefined;
    throw err;
  });
  return shared;
}
