/**
 * `npm run device:simulate -- --server http://localhost:3000 --serial DEMO0001 [--people 5] [--rate 6]
 * [--offline-burst [N]] [--pushver 2.4.1|3.1.2] [--tz Europe/Madrid] [--duration S]`
 *
 * A ZKTeco clock on the command line (DeviceSimulator): it shakes hands, heartbeats every Delay seconds, runs the
 * commands the product queues (loads, removals, INFO…), punches `--rate` times a minute among people with PINs
 * 1…N, and with --offline-burst first gathers N punches of the last two days "offline" and uploads them in batches
 * on connecting. An unknown serial shows up as pending in Company › Devices until an administrator claims it; the
 * simulator keeps knocking meanwhile. Ctrl-C (or --duration) stops it and prints its capacity report.
 */
import { parseArgs } from 'node:util';
import { isValidSerial } from '../../src/shared/devices';
import { isValidTimeZone } from '../../src/shared/workday/zonedTime';
import { DeviceSimulator } from './DeviceSimulator';
import { localDateTime } from './protocolText';

const NAMES = ['Lucía García', 'Hugo Fernández', 'Martina López', 'Mateo Martínez', 'Sofía Sánchez', 'Leo Pérez', 'Julia Gómez', 'Daniel Martín', 'Valeria Ruiz', 'Pablo Díaz'];

function usage(message: string): never {
  console.error(`${message}\nusage: npm run device:simulate -- --server URL --serial SN [--people N] [--rate R] [--offline-burst [N]] [--pushver 2.4.1|3.1.2] [--tz ZONE] [--duration S]`);
  process.exit(2);
}

// --offline-burst takes an optional count: give it a value only when the next word is a number
const argv = process.argv.slice(2).flatMap((a, i, all) => (a === '--offline-burst' && !/^\d+$/.test(all[i + 1] ?? '') ? [a, '1000'] : [a]));
const { values } = parseArgs({
  args: argv,
  options: {
    server: { type: 'string', default: 'http://localhost:3000' },
    serial: { type: 'string' },
    people: { type: 'string', default: '5' },
    rate: { type: 'string', default: '6' },
    'offline-burst': { type: 'string' },
    pushver: { type: 'string', default: '2.4.1' },
    tz: { type: 'string', default: 'Europe/Madrid' },
    duration: { type: 'string' },
  },
});
if (!values.serial || !isValidSerial(values.serial)) usage('--serial: 4 to 32 letters, digits, _ or -');
if (!isValidTimeZone(values.tz!)) usage(`--tz: unknown time zone ${values.tz}`);
const people = Number(values.people);
const rate = Number(values.rate);
const burst = values['offline-burst'] === undefined ? 0 : Number(values['offline-burst']);
const durationMs = values.duration === undefined ? undefined : Number(values.duration) * 1000;
if (!Number.isInteger(people) || people < 0 || people > 100_000) usage('--people: 0 to 100000');
if (!(rate >= 0)) usage('--rate: punches a minute, 0 or more');

const sim = new DeviceSimulator({
  server: values.server!, serial: values.serial, timeZone: values.tz, pushVersion: values.pushver,
  people: Array.from({ length: people }, (_, i) => ({ pin: String(i + 1), name: NAMES[i % NAMES.length] })),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});

function report(): void {
  const c = sim.capacity();
  console.log(`\n${sim.serial} capacity: users ${c.users}/${c.maxUsers}, fingerprints ${c.fingers}/${c.maxFingers}, faces ${c.faces}/${c.maxFaces}, records ${c.records}/${c.maxRecords}`);
  console.log(`uploads: ${sim.stats.posts} POSTs, ${sim.stats.acknowledged} punches acknowledged, ${sim.stats.refused} refused answers, ${sim.pending.length} still pending`);
  if (sim.stats.refused && !sim.stats.acknowledged) console.log(`the product kept ${sim.serial} pending: claim it in Company › Devices, then run again (its punches wait on the clock)`);
}

process.on('SIGINT', () => sim.stop());
process.on('SIGTERM', () => sim.stop());
const until = durationMs === undefined ? Infinity : Date.now() + durationMs;

// knock until the product answers the handshake (an unknown serial waits as pending until it is claimed)
console.log(`${sim.serial} → ${values.server} (push ${sim.pushVersion}, ${sim.timeZone}, ${people} people)`);
let options = await sim.handshake().catch((e: Error) => (console.error(`handshake failed: ${e.message}`), null));
while (!options && Date.now() < until) {
  console.log('not answered yet: is the product running, and is the serial claimed in Company › Devices? retrying in 10 s');
  await new Promise((r) => setTimeout(r, 10_000));
  options = await sim.handshake().catch(() => null);
}
if (options) console.log(`handshake: Delay=${sim.delaySeconds}s${options.TimeZone ? `, TimeZone=${options.TimeZone}` : ''}`);

if (burst > 0 && options) {
  // the backlog a clock gathers while its network is down: punches of the last two days, oldest first
  sim.goOffline();
  const now = Date.now();
  const times = Array.from({ length: burst }, (_, i) => now - 48 * 3_600_000 + Math.floor((i * 48 * 3_600_000) / burst));
  for (const t of times) sim.madeUpPunch(localDateTime(t, sim.timeZone));
  console.log(`offline: ${sim.pending.length} punches gathered; reconnecting …`);
  const started = performance.now();
  const acknowledged = await sim.reconnect();
  console.log(`backlog: ${acknowledged} acknowledged in ${sim.stats.posts} POSTs, ${Math.round(performance.now() - started)} ms`);
}

if (options && Date.now() < until) await sim.start({ rate, durationMs: until === Infinity ? undefined : until - Date.now() });
report();
