import { type FastifyInstance, LogController } from 'fastify';

/** What the start-up code and the CLIs print through (console by default; tests pass a recorder). */
export interface ConsoleLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Secrets that travel in a path or query never reach a log: the reset link's token
 * (/auth/change-password/{userId}/{token}, also under /api) and any `token`-like query parameter.
 */
const RESET_PATH = /(\/change-password\/[^/?#\s]+\/)[^/?#\s]+/gi;
const SECRET_QUERY = /([?&](?:token|resetToken|reset_token|access_token|sig|signature)=)[^&#\s]*/gi;

export function redactUrl(text: string): string {
  return text.replace(RESET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** How much of the HTTP traffic is logged: every request (development) or only the ones that need a look. */
export type RequestLogMode = 'all' | 'problems';

export interface HttpLogSettings {
  logLevel: string;
  requestLog?: RequestLogMode;
  /** a request slower than this is logged in 'problems' mode too */
  slowRequestMs?: number;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/**
 * Fastify's logger options: URLs redacted in the request serializer and in any message, and, in 'problems' mode
 * (production), no line per request — `installRequestLog` logs 4xx/5xx and slow ones at warn instead (every request
 * at info made 43 MB of log in minutes). `stream` lets tests capture the log.
 */
export function fastifyLogOptions(settings: HttpLogSettings, stream?: NodeJS.WritableStream) {
  return {
    logger: {
      level: settings.logLevel,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip }),
      },
      hooks: {
        logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
          method.apply(this, args.map((a) => (typeof a === 'string' ? redactUrl(a) : a)));
        },
      },
    },
    ...((settings.requestLog ?? 'all') === 'problems' ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
  };
}

/** In 'problems' mode: one warn line per 4xx/5xx or slow request (the other requests are not logged). */
export function installRequestLog(app: FastifyInstance, settings: HttpLogSettings): void {
  if ((settings.requestLog ?? 'all') !== 'problems') return;
  const slowMs = settings.slowRequestMs ?? 1000;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400 && reply.elapsedTime < slowMs) return;
    request.log.warn(
      { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) },
      reply.statusCode >= 400 ? 'request failed' : 'slow request',
    );
  });
}
