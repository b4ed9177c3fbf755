import { request } from '../../providers/http';

/** GET /auth/v1/maintenance (public). */
export interface MaintenanceStatus {
  maintenance: boolean;
  message?: string;
}

/** Ask the server; an unreachable server is not reported as maintenance. */
export async function fetchMaintenance(): Promise<MaintenanceStatus> {
  try {
    const answer = await request<Partial<MaintenanceStatus>>('/auth/v1/maintenance');
    return { maintenance: answer?.maintenance === true, message: answer?.message };
  } catch {
    return { maintenance: false };
  }
}
