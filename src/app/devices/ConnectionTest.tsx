import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from '@refinedev/core';
import { Button, Modal, Progress, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ApiHttpError } from '../providers/http';
import { CapacityBars } from './CapacityBars';
import { commandsOf, devicesApi, type ConnectionTestResult } from './devicesApi';

/** How long the server waits for the device's answer (spec §8: the test shows progress, then the error). */
export const TEST_WAIT_SECONDS = 15;

type State = { phase: 'idle' } | { phase: 'running'; startedAt: number } | { phase: 'ok'; result: ConnectionTestResult } | { phase: 'failed'; error: ApiHttpError };

/** The test's command the device never took: cancelled so a late heartbeat does not run it (newest TEST still open). */
async function cancelOpenTest(deviceId: string): Promise<void> {
  const open = commandsOf(await devicesApi.commands(deviceId)).filter((c) => c.kind === 'TEST' && (c.status === 'QUEUED' || c.status === 'SENT'));
  const newest = open.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0];
  if (newest) await devicesApi.cancelCommand(deviceId, newest.id);
}

/**
 * The connection test (POST /devices/:id/test): a progress bar while the server waits for the device's answer, then
 * its capacity and round trip, or the §8 "device connection error" with Cancel (closes and cancels the command) and
 * Retry (runs the test again).
 */
export function ConnectionTest({ deviceId, onDone }: { deviceId: string; onDone?: () => void }) {
  const { translate: t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [elapsed, setElapsed] = useState(0);
  const run = useRef(0);

  const start = async () => {
    const mine = ++run.current;
    setElapsed(0);
    setState({ phase: 'running', startedAt: Date.now() });
    try {
      const result = await devicesApi.test(deviceId, TEST_WAIT_SECONDS);
      if (mine !== run.current) return;
      if (result.reachable === false) setState({ phase: 'failed', error: { name: 'ApiHttpError', statusCode: 504, code: 'DEVICE_UNREACHABLE', message: t('errors.DEVICE_UNREACHABLE') } as ApiHttpError });
      else setState({ phase: 'ok', result });
      onDone?.();
    } catch (e) {
      if (mine === run.current) setState({ phase: 'failed', error: e as ApiHttpError });
    }
  };

  useEffect(() => {
    if (state.phase !== 'running') return;
    const timer = setInterval(() => setElapsed((Date.now() - state.startedAt) / 1000), 250);
    return () => clearInterval(timer);
  }, [state]);

  const close = () => {
    run.current++;
    setState({ phase: 'idle' });
  };
  const cancel = () => {
    close();
    void cancelOpenTest(deviceId).catch(() => undefined).then(() => onDone?.());
  };

  const percent = Math.min(99, Math.round((elapsed / TEST_WAIT_SECONDS) * 100));
  const footer =
    state.phase === 'failed'
      ? [
          <Button key="cancel" onClick={cancel} data-testid="device-test-cancel">{t('devices.test.cancel')}</Button>,
          <Button key="retry" type="primary" onClick={() => void start()} data-testid="device-test-retry">{t('devices.test.retry')}</Button>,
        ]
      : state.phase === 'ok'
        ? [<Button key="close" type="primary" onClick={close}>{t('devices.test.close')}</Button>]
        : [<Button key="cancel" onClick={cancel} data-testid="device-test-cancel">{t('devices.test.cancel')}</Button>];

  return (
    <>
      <Button icon={<ApiOutlined />} onClick={() => void start()} loading={state.phase === 'running'} data-testid="device-test">
        {t('devices.actions.test')}
      </Button>
      <Modal open={state.phase !== 'idle'} title={t('devices.test.title')} onCancel={state.phase === 'failed' ? cancel : close} footer={footer} maskClosable={false} destroyOnHidden>
        <div data-testid="device-test-modal">
          {state.phase === 'running' ? (
            <div style={{ textAlign: 'center', padding: '16px 0' }} data-testid="device-test-progress">
              <Spin />
              <Typography.Paragraph style={{ marginTop: 12 }}>{t('devices.test.waiting', { seconds: TEST_WAIT_SECONDS })}</Typography.Paragraph>
              <Progress percent={percent} status="active" showInfo={false} />
              <Typography.Text type="secondary">{t('devices.test.elapsed', { seconds: Math.floor(elapsed) })}</Typography.Text>
            </div>
          ) : state.phase === 'ok' ? (
            <Result
              status="success"
              title={t('devices.test.ok')}
              subTitle={state.result.roundTripMs !== null && state.result.roundTripMs !== undefined ? t('devices.test.roundTrip', { ms: state.result.roundTripMs }) : undefined}
              extra={<div style={{ display: 'inline-block', textAlign: 'left' }}><CapacityBars capacity={state.result.capacity} compact={false} /></div>}
            />
          ) : state.phase === 'failed' ? (
            <div data-testid="device-test-error">
              <Result
                status="error"
                title={t('devices.test.failedTitle')}
                // unreachable: what to check on the clock; anything else (no right, gone): the server's own words
                subTitle={state.error.code === 'DEVICE_UNREACHABLE' ? t('devices.test.failedHint') : state.error.message}
              />
            </div>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
