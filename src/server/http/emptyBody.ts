import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * preValidation for endpoints whose body is optional (list queries, company projection, delete by PATCH):
 * no body at all means `{}`, so a bare POST is valid instead of a 400 "must be object".
 */
export function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.body === undefined || request.body === null) request.body = {};
  done();
}
