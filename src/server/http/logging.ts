import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';

/** No single text in a log line is longer than this. */
export const logTextLimit = 1024;
/** The fields of a line besides the error and the request, together, in JSON characters. */
const fieldBudget = 6 * 1024;
const stackFrameLimit = 12;
const causeDepthLimit = 2;
const nestingLimit = 4;
const listLimit = 20;

export function capText(text: string, limit = logTextLimit): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more characters)`;
}

/** Only the call frames: a stack's first lines repeat the message, which may carry values. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return capText(frames.slice(0, stackFrameLimit).join('\n'));
}

interface SafeError {
  type: string;
  message: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: SafeError;
}

const field = (source: object, name: string): string | undefined => {
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? capText(value, 200) : undefined;
};

/**
 * An error as it may be logged: a failed query keeps its SQL text (values are placeholders)
 * but not its parameters, which hold e-mail addresses, password hashes and whole imports;
 * database errors keep their code and names, not `detail`, which repeats offending values.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: capText(String(error), 200) };
  const query = (error as { query?: unknown }).query;
  const params = (error as { params?: unknown }).params;
  const message = typeof query === 'string' ? `Failed query: ${capText(query)} (${Array.isArray(params) ? params.length : 0} parameters, not logged)` : capText(error.message);
  const safe: SafeError = { type: error.name, message };
  for (const name of ['code', 'table', 'column', 'constraint'] as const) {
    const value = field(error, name);
    if (value !== undefined) safe[name] = value;
  }
  const stack = framesOf(error.stack);
  if (stack) safe.stack = stack;
  if (error.cause !== undefined && depth < causeDepthLimit) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** Caps every text, list and nesting level of a log line's fields. */
export function capValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return capText(value);
  if (value instanceof Error) return safeError(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= nestingLimit) return '[nested too deeply]';
  if (Array.isArray(value)) {
    const shown = value.slice(0, listLimit).map((item) => capValue(item, depth + 1));
    return value.length > listLimit ? [...shown, `… ${value.length - listLimit} more`] : shown;
  }
  const entries = Object.entries(value);
  const capped = entries.slice(0, listLimit).map(([key, item]) => [capText(key, 200), capValue(item, depth + 1)]);
  return Object.fromEntries(capped);
}

/** Fields that serializers shape (and bound) after the formatter runs. */
const serialized = new Set(['err', 'error', 'req', 'res']);

/** pino options for the server: secrets redacted, errors made safe, every line bounded (about 16 KB at most). */
export function loggerOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: safeError, error: safeError },
    formatters: {
      log: (object) => {
        const capped: Record<string, unknown> = {};
        let spent = 0;
        for (const [key, value] of Object.entries(object)) {
          if (serialized.has(key)) {
            capped[key] = value;
            continue;
          }
          const small = capValue(value);
          spent += key.length + ((JSON.stringify(small) as string | undefined)?.length ?? 0);
          capped[key] = spent <= fieldBudget ? small : '[omitted: the line is too long]';
        }
        return capped;
      },
    },
    hooks: {
      logMethod(args, method) {
        const capped = args.map((arg) => (typeof arg === 'string' ? capText(arg) : arg)) as Parameters<typeof method>;
        method.apply(this, capped);
      },
    },
  };
}

/** The one logger of a running server: start-up, shutdown and every request write through it. */
export function createLogger(config: Config): Logger {
  return pino({ ...loggerOptions(config), level: config.logLevel });
}
