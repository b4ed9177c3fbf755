import { afterEach, describe, expect, it } from 'vitest';
import { handleShutdownSignals } from '../../../../src/server/lifecycle/shutdown';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('shutdown on signals', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('runs the clean shutdown once and exits 0', async () => {
    const steps: string[] = [];
    const exits: number[] = [];
    uninstall = handleShutdownSignals({
      log: quiet,
      exit: (code) => exits.push(code),
      signals: ['SIGUSR2'],
      onShutdown: async (signal) => {
        steps.push(`close http (${signal})`);
        await tick();
        steps.push('close database');
      },
    });
    process.emit('SIGUSR2', 'SIGUSR2');
    await tick();
    await tick();
    expect(steps).toEqual(['close http (SIGUSR2)', 'close database']);
    expect(exits).toEqual([0]);
  });

  it('forces exit 1 on a second signal while the first shutdown still runs', async () => {
    const exits: number[] = [];
    uninstall = handleShutdownSignals({
      log: quiet, exit: (code) => exits.push(code), signals: ['SIGUSR2'], onShutdown: () => new Promise(() => undefined),
    });
    process.emit('SIGUSR2', 'SIGUSR2');
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(exits).toEqual([1]);
  });

  it('exits 1 when the clean shutdown fails or takes too long', async () => {
    const exits: number[] = [];
    uninstall = handleShutdownSignals({
      log: quiet, exit: (code) => exits.push(code), signals: ['SIGUSR2'], timeoutMs: 20, onShutdown: () => new Promise(() => undefined),
    });
    process.emit('SIGUSR2', 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 60));
    expect(exits).toEqual([1]);
  });
});
