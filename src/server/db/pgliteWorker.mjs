/**
 * The embedded database's own thread (started by pgliteThread.ts). PGlite is PostgreSQL compiled to WASM and every
 * query runs synchronously on the thread that owns it: here, so the HTTP thread keeps serving while a query runs.
 * Plain JavaScript on purpose: a worker cannot use the tsx loader the rest of the server runs under.
 *
 * Requests `{ id, op, … }` are answered `{ id, result }` or `{ id, error }`. They run concurrently and PGlite orders
 * them itself: a plain query waits while a transaction is open, the transaction's own queries (`tx`) go through.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// the extensions of PGLITE_EXTENSIONS (client.ts)
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread');

const identity = (value) => value;
/** `parsers` cannot cross threads: the caller names the type OIDs it wants as text (drizzle's choice). */
const rawTypeParsers = new Map();
function parsersFor(rawTypes) {
  const key = rawTypes.join(',');
  let parsers = rawTypeParsers.get(key);
  if (!parsers) rawTypeParsers.set(key, (parsers = Object.fromEntries(rawTypes.map((oid) => [oid, identity]))));
  return parsers;
}

/** An error as data: PostgreSQL's fields (code, constraint, detail…) survive; functions and cycles do not. */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  }
  return data;
}

let db;
try {
  db = new PGlite(workerData.dataDir, { extensions: { pg_trgm } });
  await db.waitReady;
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: errorData(err) });
  process.exit(1);
}

/** Open transactions by id: the PGlite transaction object and how to end it. */
const transactions = new Map();
let nextTransactionId = 1;
const ROLLBACK = Symbol('rollback');

function begin() {
  return new Promise((opened, failed) => {
    const id = nextTransactionId++;
    let end;
    const ended = new Promise((commit, rollback) => (end = { commit, rollback }));
    // the callback holds PGlite's transaction lock until the caller says commit or rollback
    const settled = db.transaction(async (tx) => {
      transactions.set(id, { tx, end, settled });
      opened(id);
      await ended;
    });
    settled.catch((err) => {
      if (!transactions.has(id)) failed(err); // BEGIN itself failed
    });
  });
}

async function end(id, commit) {
  const t = transactions.get(id);
  if (!t) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  if (commit) t.end.commit();
  else t.end.rollback(ROLLBACK);
  try {
    await t.settled;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
}

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const target = msg.tx ? transactions.get(msg.tx)?.tx : db;
      if (!target) throw new Error(`No open transaction ${msg.tx}`);
      return target.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers: parsersFor(msg.rawTypes) });
    }
    case 'exec': {
      const target = msg.tx ? transactions.get(msg.tx)?.tx : db;
      if (!target) throw new Error(`No open transaction ${msg.tx}`);
      return target.exec(msg.sql);
    }
    case 'begin':
      return begin();
    case 'end':
      return end(msg.tx, msg.commit);
    case 'close':
      // flush everything to the data directory before the thread (and usually the process) goes away
      if (!db.closed) {
        await db.query('CHECKPOINT');
        await db.close();
      }
      return null;
    default:
      throw new Error(`Unknown operation ${msg.op}`);
  }
}

port.on('message', (msg) => {
  handle(msg).then(
    (result) => port.postMessage({ id: msg.id, result }),
    (err) => port.postMessage({ id: msg.id, error: errorData(err) }),
  );
});
