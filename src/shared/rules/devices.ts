import { isValidDeviceHost } from '../devices';
import type { DomainRule } from './index';

/** A device's host (spec §5): an IPv4/IPv6 address or a DNS name; refused on its field, in the form and on the server. */
export const deviceHost: DomainRule = (r) => {
  const host = r.host;
  if (typeof host !== 'string' || isValidDeviceHost(host)) return [];
  return [{ field: 'host', code: 'DEVICE_HOST_INVALID', message: 'errors.DEVICE_HOST_INVALID' }];
};
