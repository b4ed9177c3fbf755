import { accrualsOf, bandStarts } from './accruals';
import { dateOfDayNumber, dayNumber } from './calendarDays';
import { fromCents, toCents } from './cents';
import { cycleExpiresOn, cycleIndexOn, cyclesThrough } from './cycles';
import type { Ledger, LedgerCause, LedgerCycle, LedgerEntry, LedgerInput, LedgerKind } from './ledgerTypes';

interface LedgerEvent {
  /** day number × 8 + the kind's order on a date: one number sorts the events */
  key: number;
  seq: number;
  date: string;
  kind: LedgerKind;
  cents: number;
  /** the cycle an accrual, expiry or positive adjustment belongs to */
  cycle: number;
  cause: LedgerCause;
}

// On one date: what expires is gone before anything else happens, accruals come before the uses they pay for.
const ORDER: Record<LedgerKind, number> = { EXPIRY: 0, ACCRUAL: 1, ADJUSTMENT: 2, USE: 3, RESERVED: 4 };
const NO_CYCLE = -1;

const byKey = (a: LedgerEvent, b: LedgerEvent) => a.key - b.key || a.seq - b.seq;

/**
 * The vacation ledger of one person up to `asOf`: every accrual, use, expiry and adjustment as a dated entry with
 * its cause and the running balance, plus the requests still to come as RESERVED (they lower `available`, not
 * `balance`). Uses draw from the oldest cycle that has days left (FIFO), so an expiry takes only what is left of
 * its cycle; a use beyond every cycle overdraws the balance, and the next accruals pay that back first.
 */
export function computeLedger(input: LedgerInput): Ledger {
  const { matrix, ingressDate, asOf } = input;
  const asOfN = dayNumber(asOf);
  const cycles = cyclesThrough(ingressDate, matrix.cycleAnchor, asOf > ingressDate ? asOf : ingressDate);
  const events: LedgerEvent[] = [];
  const event = (n: number, date: string, kind: LedgerKind, cents: number, cycle: number, cause: LedgerCause) => {
    events.push({ key: n * 8 + ORDER[kind], seq: events.length, date, kind, cents, cycle, cause });
  };

  let workedDates = input.workedDates ?? [];
  if (matrix.generation === 'EVERY_20_WORKED_DAYS' && !isAscending(workedDates)) workedDates = [...workedDates].sort();
  const accrual = { matrix, bandStarts: bandStarts(ingressDate), asOfN, worked: { dates: workedDates, next: 0 } };
  const expiresOn: (string | null)[] = [];
  for (const cycle of cycles) {
    for (const a of accrualsOf(cycle, accrual)) {
      event(a.n, dateOfDayNumber(a.n), 'ACCRUAL', a.cents, cycle.index, a.cause);
    }
    const expiry = cycleExpiresOn(cycle, matrix.expiry, ingressDate, matrix.cycleAnchor);
    expiresOn.push(expiry);
    if (expiry && expiry <= asOf) {
      event(dayNumber(expiry), expiry, 'EXPIRY', 0, cycle.index, { rule: 'EXPIRY', expiry: matrix.expiry, cycleEnd: cycle.end });
    }
  }
  for (const r of input.requests ?? []) {
    if (r.status === 'REJECTED') continue;
    const used = r.status === 'APPROVED' && r.from <= asOf;
    const cause: LedgerCause = { rule: 'REQUEST', requestId: r.id, status: r.status, from: r.from, to: r.to ?? r.from };
    event(dayNumber(r.from), r.from, used ? 'USE' : 'RESERVED', -toCents(Math.max(0, r.days)), NO_CYCLE, cause);
  }
  for (const a of input.adjustments ?? []) {
    if (a.date > asOf) continue; // not in effect yet
    const cycle = Math.min(cycles.length - 1, cycleIndexOn(ingressDate, matrix.cycleAnchor, a.date));
    event(dayNumber(a.date), a.date, 'ADJUSTMENT', toCents(a.days), cycle, { rule: 'ADJUSTMENT', adjustmentId: a.id, note: a.note ?? null });
  }
  events.sort(byKey);

  const book = new Book(cycles.map((c) => c.label), input.today);
  for (const e of events) book.post(e);

  const t = book.totals;
  const net = t.accrued - t.used - t.expired + t.adjusted;
  const ledgerCycles: LedgerCycle[] = cycles.map((c, i) => ({
    label: c.label, from: c.from, to: c.end, accrued: fromCents(book.accrued[i]), remaining: fromCents(book.remaining[i]), expiresOn: expiresOn[i],
  }));
  return {
    entries: book.entries,
    totals: {
      accrued: fromCents(t.accrued),
      used: fromCents(t.used),
      expired: fromCents(t.expired),
      adjusted: fromCents(t.adjusted),
      reserved: fromCents(t.reserved),
      balance: fromCents(net),
      available: fromCents(net - t.reserved),
    },
    cycles: ledgerCycles,
  };
}

/** The running state while events are posted, in hundredths of a day. */
class Book {
  readonly remaining: number[];
  readonly accrued: number[];
  readonly totals = { accrued: 0, used: 0, expired: 0, adjusted: 0, reserved: 0 };
  readonly entries: LedgerEntry[] = [];
  private debt = 0;
  private balance = 0;

  constructor(private readonly labels: string[], private readonly today: string) {
    this.remaining = labels.map(() => 0);
    this.accrued = labels.map(() => 0);
  }

  post(e: LedgerEvent): void {
    switch (e.kind) {
      case 'ACCRUAL':
        this.credit(e.cycle, e.cents);
        this.accrued[e.cycle] += e.cents;
        this.totals.accrued += e.cents;
        this.add(e, e.cents, e.cycle);
        break;
      case 'EXPIRY': {
        const lost = this.remaining[e.cycle];
        if (lost <= 0) break;
        this.remaining[e.cycle] = 0;
        this.totals.expired += lost;
        this.add(e, -lost, e.cycle);
        break;
      }
      case 'ADJUSTMENT':
        this.totals.adjusted += e.cents;
        if (e.cents >= 0) {
          this.credit(e.cycle, e.cents);
          this.add(e, e.cents, e.cycle);
        } else this.draw(e, -e.cents);
        break;
      case 'USE':
        this.totals.used -= e.cents;
        this.draw(e, -e.cents);
        break;
      case 'RESERVED':
        this.totals.reserved -= e.cents;
        this.add(e, e.cents, NO_CYCLE);
        break;
    }
  }

  /** Credit a cycle: an overdraft is paid back first. */
  private credit(cycle: number, cents: number): void {
    const repaid = Math.min(this.debt, cents);
    this.debt -= repaid;
    this.remaining[cycle] += cents - repaid;
  }

  /** Draw from the oldest cycles first; what no cycle holds is overdrawn. One entry per cycle drawn from. */
  private draw(e: LedgerEvent, cents: number): void {
    let left = cents;
    for (let i = 0; i < this.remaining.length && left > 0; i++) {
      if (this.remaining[i] <= 0) continue;
      const take = Math.min(this.remaining[i], left);
      this.remaining[i] -= take;
      left -= take;
      this.add(e, -take, i);
    }
    if (left > 0) {
      this.debt += left;
      this.add(e, -left, NO_CYCLE);
    }
  }

  private add(e: LedgerEvent, cents: number, cycle: number): void {
    if (e.kind !== 'RESERVED') this.balance += cents;
    this.entries.push({
      date: e.date, kind: e.kind, days: fromCents(cents), cycle: cycle === NO_CYCLE ? null : this.labels[cycle], cause: e.cause,
      balance: fromCents(this.balance), projected: e.date > this.today,
    });
  }
}

function isAscending(dates: readonly string[]): boolean {
  for (let i = 1; i < dates.length; i++) if (dates[i] < dates[i - 1]) return false;
  return true;
}
