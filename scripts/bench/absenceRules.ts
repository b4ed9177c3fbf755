import { performance } from 'node:perf_hooks';
import { addDays, weekdayOf } from '../../src/shared/workday/zonedTime';
import { computeLedger, GENERATION_MODES, type LedgerInput, type LedgerRequest, type VacationMatrix } from '../../src/shared/absences';

/**
 * Micro-benchmark of the vacation ledger (not a test): `npx tsx scripts/bench/absenceRules.ts`.
 * The server must compute every balance of a 10,000-person company in under 2 s, so one 3-year ledger must cost
 * well under 0.2 ms. Prints the time for 10,000 ledgers of 3 years per generation mode (each person with about
 * 4 requests and 1 adjustment a year; EVERY_20_WORKED_DAYS with their ~780 worked dates), then a mix of
 * seniorities up to 30 years for comparison. BENCH_LEDGERS changes the count. CPU time is printed beside wall time:
 * on a machine shared with other work it is the steadier figure (scripts/bench/cpu.ts says why).
 */

const COUNT = Number(process.env.BENCH_LEDGERS ?? 10_000);
const TODAY = '2026-06-15';
const bands = { under1: 12, from1to5: 15, from6to10: 20, from11to20: 25, over20: 30 };

// deterministic pseudo-random numbers, so two runs measure the same work
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

function weekdaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (weekdayOf(d) >= 1 && weekdayOf(d) <= 5) out.push(d);
  return out;
}

function person(generation: VacationMatrix['generation'], ingressDate: string, worked: string[], i: number): LedgerInput {
  const years = Math.max(1, Number(TODAY.slice(0, 4)) - Number(ingressDate.slice(0, 4)));
  const requests: LedgerRequest[] = [];
  for (let k = 0; k < 4 * years; k++) {
    const from = addDays(ingressDate, Math.floor(random() * 365 * years));
    requests.push({ id: `r${i}-${k}`, from, days: 1 + Math.floor(random() * 5), status: from > TODAY ? 'PENDING' : 'APPROVED' });
  }
  const adjustments = [{ id: `a${i}`, date: addDays(ingressDate, 200), days: 1.5, note: null }];
  return {
    matrix: {
      bands, generation, dayCounting: 'LABORAL_DAYS',
      expiry: i % 3 === 0 ? { kind: 'NEVER' } : i % 3 === 1 ? { kind: 'MONTHS_AFTER_CYCLE', months: 6 } : { kind: 'CYCLES_AFTER', cycles: 1 },
      cycleAnchor: i % 2 ? 'CALENDAR_YEAR' : 'INGRESS_ANNIVERSARY',
    },
    ingressDate, asOf: TODAY, today: TODAY, requests, adjustments,
    workedDates: generation === 'EVERY_20_WORKED_DAYS' ? worked.filter((d) => d >= ingressDate) : undefined,
  };
}

function measure(label: string, inputs: LedgerInput[]): void {
  for (const input of inputs.slice(0, 500)) computeLedger(input); // warm-up
  let entries = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const input of inputs) entries += computeLedger(input).entries.length;
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const per = (x: number) => ((x / inputs.length) * 1000).toFixed(1).padStart(6);
  console.log(`${label.padEnd(32)} ${ms.toFixed(0).padStart(6)} ms wall (${per(ms)} µs/ledger)  ${cpuMs.toFixed(0).padStart(6)} ms CPU (${per(cpuMs)} µs/ledger)  ${(entries / inputs.length).toFixed(0).padStart(4)} entries/ledger`);
}

const threeYearsAgo = addDays(TODAY, -3 * 365);
const worked3 = weekdaysBetween(threeYearsAgo, TODAY);
console.log(`${COUNT} ledgers, asOf ${TODAY}`);
for (const generation of GENERATION_MODES) {
  const inputs = Array.from({ length: COUNT }, (_, i) => person(generation, addDays(threeYearsAgo, Math.floor(random() * 30)), worked3, i));
  measure(`3 years, ${generation}`, inputs);
}
const worked30 = weekdaysBetween('1996-01-01', TODAY);
const mixed = Array.from({ length: COUNT }, (_, i) => {
  const generation = GENERATION_MODES[i % GENERATION_MODES.length];
  return person(generation, addDays(TODAY, -Math.floor(random() * 30 * 365)), worked30, i);
});
measure('0–30 years, every mode mixed', mixed);
