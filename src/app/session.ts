/** The persisted session (spec §3), kept in localStorage under `hr.session`. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  position?: string | null;
  role: string;
  companyId: string;
  imageUrl?: string | null;
}

export interface Session {
  accessToken: string;
  authorized: boolean;
  roles: string[];
  allowedRoles: string[];
  company?: Record<string, unknown> & { id: string; name: string; slug: string };
  user?: SessionUser;
  branchOffices?: { id: string; name: string; parentOrganization: string | null }[];
  specialDays?: unknown[];
  selectedEmployeeId?: string | null;
  /** provider staff inside another company's dashboard, read-only (src/app/provider/supportMode.ts) */
  support?: boolean;
}

const KEY = 'hr.session';
const listeners = new Set<() => void>();

export function getSession(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export function setSession(session: Session): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  listeners.forEach((l) => l());
}

export function clearSession(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
