/**
 * Sizes of the devices scenario, from the environment: BENCH_USERS (collaborators, default 10,000), BENCH_BRANCHES
 * (1,000), BENCH_DEVICES (clocks, 200), BENCH_BACKLOG_DEVICES (clocks uploading a backlog, 20), BENCH_BACKLOG (punches
 * each, 5,000), BENCH_HEARTBEAT_SECONDS (the heartbeat-only phase, 20), BENCH_CONNECTIONS (32), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (2).
 */
export function devicesBenchOptions(env: NodeJS.ProcessEnv = process.env) {
  const n = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    users: n('BENCH_USERS', 10_000),
    branches: n('BENCH_BRANCHES', 1_000),
    devices: n('BENCH_DEVICES', 200),
    backlogDevices: n('BENCH_BACKLOG_DEVICES', 20),
    backlog: n('BENCH_BACKLOG', 5_000),
    heartbeatSeconds: n('BENCH_HEARTBEAT_SECONDS', 20),
    connections: n('BENCH_CONNECTIONS', 32),
    seconds: n('BENCH_SECONDS', 10),
    warmupSeconds: n('BENCH_WARMUP_SECONDS', 2),
    password: 'Bench2026!',
  };
}
