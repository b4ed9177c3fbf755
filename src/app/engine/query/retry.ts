/**
 * react-query retry policy for engine queries: a 4xx (not found, forbidden, validation) will not change by
 * asking again, so only network failures and 5xx are retried, twice.
 */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return failureCount < 2 && (status === undefined || status >= 500);
}
