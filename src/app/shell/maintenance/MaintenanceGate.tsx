import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isOwnerLevel } from '../../../shared/roles';
import { getSession } from '../../session';
import { MAINTENANCE_PATH } from '../config';
import { fetchMaintenance } from './maintenanceStatus';

/**
 * On app start, asks whether the service is under maintenance and, if so, shows the maintenance page. Owner-level
 * users (who may still log in, as the server allows) keep working.
 */
export function MaintenanceGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const startPath = pathname;

  useEffect(() => {
    let live = true;
    fetchMaintenance().then(({ maintenance }) => {
      const role = getSession()?.roles?.[0] ?? '';
      if (live && maintenance && !isOwnerLevel(role) && startPath !== MAINTENANCE_PATH) navigate(MAINTENANCE_PATH, { replace: true });
    });
    return () => {
      live = false;
    };
    // once, at start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
