import { useTranslation } from '@refinedev/core';
import { Tag, Tooltip } from 'antd';
import type { DeviceUserState } from './devicesApi';

const COLORS: Record<DeviceUserState, string> = { LOADING: 'processing', LOADED: 'success', REMOVING: 'warning', REMOVED: 'default', FAILED: 'error', NOT_LOADED: 'default' };

/** Whether a collaborator is on the device, on the way or failed (with the device's reason on hover). */
export function DeviceUserStateTag({ state, error }: { state: DeviceUserState; error?: string | null }) {
  const { translate: t } = useTranslation();
  const tag = <Tag color={COLORS[state] ?? 'default'} data-testid="device-user-state" data-state={state}>{t(`devices.enums.userState.${state}`)}</Tag>;
  return error ? <Tooltip title={error}>{tag}</Tooltip> : tag;
}
