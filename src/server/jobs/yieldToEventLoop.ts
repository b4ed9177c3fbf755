/**
 * Let timers and I/O run. PGlite answers queries without real I/O, so a handler awaiting query after query only
 * ever runs microtasks: the HTTP replies and polls of everyone else wait until it is done. Long handlers await this
 * between steps (chunks); the runner does before each job, so the request that queued it gets its 202 first.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
