import type { FastifyReply } from 'fastify';

/**
 * A text/event-stream answer written straight to the socket: each event is `event: <name>` and
 * one `data:` line of JSON. Headers already set on the reply (security headers) are kept.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold the answer back until it is complete.
    'x-accel-buffering': 'no',
  });
  return {
    send(event: string, data: unknown) {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}

/** Aborted when the asker goes away (the stop button, a closed tab) before the answer is done. */
export function abortOnDisconnect(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The asker stopped the answer'));
  });
  return controller;
}
