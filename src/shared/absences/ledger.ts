import { accrualsOf } from './accruals';
import { dateOfDayNumber, dayNumber } from './calendarDays';
import { fromCents, toCents } from './cents';
import { cycleExpiresOn, cycleIndexOn, cyclesThrough } from './cycles';
import type { Ledger, LedgerCause, LedgerCycle, LedgerEntry, LedgerInput, LedgerKind } from './ledgerTypes';

interface LedgerEvent {
  n: number;
  date: string;
  kind: LedgerKind;
  cents: number;
  /** the cycle an accrual, expiry or positive adjustment belongs to */
  cycle: number | null;
  cause: LedgerCause;
  seq: number;
}

// On one date: what expires is gone before anything else happens, accruals come before the uses they pay for.
const ORDER: Record<LedgerKind, number> = { EXPIRY: 0, ACCRUAL: 1, ADJUSTMENT: 2, USE: 3, RESERVED: 4 };

/**
 * The vacation ledger of one person up to `asOf`: every accrual, use, expiry and adjustment as a dated entry with
 * its cause and the running balance, plus the requests still to come as RESERVED (they lower `available`, not
 * `balance`). Uses draw from the oldest cycle that has days left (FIFO), so an expiry takes only what is left of
 * its cycle; a use beyond every cycle overdraws the balance, and the next accruals pay that back first.
 */
export function computeLedger(input: LedgerInput): Ledger {
  const { matrix, ingressDate, asOf, today } = input;
  const asOfN = dayNumber(asOf);
  const cycles = cyclesThrough(ingressDate, matrix.cycleAnchor, asOf > ingressDate ? asOf : ingressDate);
  const events: LedgerEvent[] = [];
  let seq = 0;
  const push = (e: Omit<LedgerEvent, 'seq'>) => events.push({ ...e, seq: seq++ });

  const worked = { dates: input.workedDates ?? [], next: 0 };
  if (matrix.generation === 'EVERY_20_WORKED_DAYS' && !isAscending(worked.dates)) worked.dates = [...worked.dates].sort();
  const expiresOn: (string | null)[] = [];
  for (const cycle of cycles) {
    for (const a of accrualsOf(cycle, { matrix, ingressDate, asOfN, worked })) {
      push({ n: a.n, date: dateOfDayNumber(a.n), kind: 'ACCRUAL', cents: a.cents, cycle: cycle.index, cause: a.cause });
    }
    const expiry = cycleExpiresOn(cycle, matrix.expiry, ingressDate, matrix.cycleAnchor);
    expiresOn.push(expiry);
    if (expiry && expiry <= asOf) {
      push({ n: dayNumber(expiry), date: expiry, kind: 'EXPIRY', cents: 0, cycle: cycle.index, cause: { rule: 'EXPIRY', expiry: matrix.expiry, cycleEnd: cycle.end } });
    }
  }
  for (const r of input.requests ?? []) {
    if (r.status === 'REJECTED') continue;
    const used = r.status === 'APPROVED' && r.from <= asOf;
    const cause: LedgerCause = { rule: 'REQUEST', requestId: r.id, status: r.status, from: r.from, to: r.to ?? r.from };
    push({ n: dayNumber(r.from), date: r.from, kind: used ? 'USE' : 'RESERVED', cents: -toCents(Math.max(0, r.days)), cycle: null, cause });
  }
  for (const a of input.adjustments ?? []) {
    if (a.date > asOf) continue; // not in effect yet
    const cycle = Math.min(cycles.length - 1, cycleIndexOn(ingressDate, matrix.cycleAnchor, a.date));
    push({ n: dayNumber(a.date), date: a.date, kind: 'ADJUSTMENT', cents: toCents(a.days), cycle, cause: { rule: 'ADJUSTMENT', adjustmentId: a.id, note: a.note ?? null } });
  }
  events.sort((a, b) => a.n - b.n || ORDER[a.kind] - ORDER[b.kind] || a.seq - b.seq);

  const remaining = cycles.map(() => 0);
  const accrued = cycles.map(() => 0);
  const totals = { accrued: 0, used: 0, expired: 0, adjusted: 0, reserved: 0 };
  let debt = 0;
  let balance = 0;
  const entries: LedgerEntry[] = [];
  const label = (i: number | null) => (i === null ? null : cycles[i].label);
  const add = (e: LedgerEvent, cents: number, cycle: number | null) => {
    balance += e.kind === 'RESERVED' ? 0 : cents;
    entries.push({ date: e.date, kind: e.kind, days: fromCents(cents), cycle: label(cycle), cause: e.cause, balance: fromCents(balance), projected: e.date > today });
  };
  /** Credit a cycle: an overdraft is paid back first. */
  const credit = (cycle: number, cents: number) => {
    const repaid = Math.min(debt, cents);
    debt -= repaid;
    remaining[cycle] += cents - repaid;
  };
  /** Draw from the oldest cycles first; what no cycle holds is overdrawn. One entry per cycle drawn from. */
  const draw = (e: LedgerEvent, cents: number) => {
    let left = cents;
    for (let i = 0; i < remaining.length && left > 0; i++) {
      if (remaining[i] <= 0) continue;
      const take = Math.min(remaining[i], left);
      remaining[i] -= take;
      left -= take;
      add(e, -take, i);
    }
    if (left > 0) {
      debt += left;
      add(e, -left, null);
    }
  };

  for (const e of events) {
    switch (e.kind) {
      case 'ACCRUAL':
        credit(e.cycle!, e.cents);
        accrued[e.cycle!] += e.cents;
        totals.accrued += e.cents;
        add(e, e.cents, e.cycle);
        break;
      case 'EXPIRY': {
        const lost = remaining[e.cycle!];
        if (lost <= 0) break;
        remaining[e.cycle!] = 0;
        totals.expired += lost;
        add(e, -lost, e.cycle);
        break;
      }
      case 'ADJUSTMENT':
        totals.adjusted += e.cents;
        if (e.cents >= 0) {
          credit(e.cycle!, e.cents);
          add(e, e.cents, e.cycle);
        } else draw(e, -e.cents);
        break;
      case 'USE':
        totals.used += -e.cents;
        draw(e, -e.cents);
        break;
      case 'RESERVED':
        totals.reserved += -e.cents;
        add(e, e.cents, null);
        break;
    }
  }

  const net = totals.accrued - totals.used - totals.expired + totals.adjusted;
  const ledgerCycles: LedgerCycle[] = cycles.map((c, i) => ({
    label: c.label, from: c.from, to: c.end, accrued: fromCents(accrued[i]), remaining: fromCents(remaining[i]), expiresOn: expiresOn[i],
  }));
  return {
    entries,
    totals: {
      accrued: fromCents(totals.accrued),
      used: fromCents(totals.used),
      expired: fromCents(totals.expired),
      adjusted: fromCents(totals.adjusted),
      reserved: fromCents(totals.reserved),
      balance: fromCents(net),
      available: fromCents(net - totals.reserved),
    },
    cycles: ledgerCycles,
  };
}

function isAscending(dates: readonly string[]): boolean {
  for (let i = 1; i < dates.length; i++) if (dates[i] < dates[i - 1]) return false;
  return true;
}
