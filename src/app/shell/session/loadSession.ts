import { request } from '../../providers/http';
import type { Session, SessionUser } from '../../session';

/** POST /auth/v1/login answer (conventions: Auth and session). */
export interface LoginAnswer {
  accessToken?: string;
  roles?: string[];
  allowedRoles?: string[];
  user?: SessionUser;
}

type Company = NonNullable<Session['company']>;
type BranchOffice = NonNullable<Session['branchOffices']>[number];

/** Thrown when the login answer has no token (spec §8: loginErrorNoToken). */
export class NoTokenError extends Error {
  readonly code = 'loginErrorNoToken';
}

export const credentialsBody = (login: string, password: string) =>
  login.includes('@') ? { email: login, password } : { username: login, password };

const pickUser = (base: SessionUser, self: Partial<SessionUser> & Record<string, unknown>): SessionUser => ({
  id: self.id ?? base.id,
  username: self.username ?? base.username,
  firstName: self.firstName ?? base.firstName,
  lastName: self.lastName ?? base.lastName,
  position: self.position ?? base.position ?? null,
  role: self.role ?? base.role,
  companyId: self.companyId ?? base.companyId,
  imageUrl: self.imageUrl ?? base.imageUrl ?? null,
});

export const specialDaysOf = (company: Company): unknown[] => {
  const parameters = company.parameters as { specialDays?: unknown } | undefined;
  return Array.isArray(parameters?.specialDays) ? parameters.specialDays : [];
};

/**
 * Spec §1/§4: log in, then load the company, the user and the organisational units, and keep them as the session.
 * The token is stored first (unauthorized) so that the follow-up calls carry it; the caller clears it on failure.
 */
export async function logInAndLoadSession(
  login: string,
  password: string,
  store: (session: Session) => void,
  /** the answer of a sign-in already made (its second-factor step finished it): no password is sent again */
  given?: LoginAnswer,
): Promise<Session> {
  const answer = given ?? (await request<LoginAnswer>('/auth/v1/login', { method: 'POST', body: credentialsBody(login.trim(), password) }));
  if (!answer?.accessToken) throw new NoTokenError('loginErrorNoToken');
  const roles = answer.roles ?? (answer.user?.role ? [answer.user.role] : []);
  const partial: Session = { accessToken: answer.accessToken, authorized: false, roles, allowedRoles: answer.allowedRoles ?? [] };
  store(partial);

  const [company, self, branches] = await Promise.all([
    request<Company>('/companies/self', { method: 'POST', body: {} }),
    request<Partial<SessionUser> & Record<string, unknown>>('/users/self'),
    // a role without access to branch offices still logs in: it simply has none listed
    request<{ branchoffices?: BranchOffice[] }>('/branchoffices/getFiltered', { method: 'POST', body: { limit: 500 } }).catch(() => ({
      branchoffices: [] as BranchOffice[],
    })),
  ]);
  const baseUser: SessionUser = answer.user ?? { id: '', username: login, firstName: '', lastName: '', role: roles[0] ?? '', companyId: company.id };
  const session: Session = {
    ...partial,
    authorized: true,
    company,
    user: pickUser(baseUser, self ?? {}),
    branchOffices: (branches.branchoffices ?? []).map(({ id, name, parentOrganization }) => ({ id, name, parentOrganization: parentOrganization ?? null })),
    specialDays: specialDaysOf(company),
    selectedEmployeeId: null,
  };
  store(session);
  return session;
}
