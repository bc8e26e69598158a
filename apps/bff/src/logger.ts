/**
 * Structured JSON log lines. Secrets never reach a line: every known secret value (the client
 * secret, each access token while it is current) is replaced wherever it appears, and fields
 * named like credentials are dropped before serialising.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type LogSink = (line: string) => void;

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SENSITIVE_KEY =
  /^(authorization|cookie|set-cookie|access_token|client_secret|token|secret|password)$/i;
const REDACTED = '[REDACTED]';

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** Registers a value that must never appear in any log line. */
  addSecret(value: string): void;
}

function dropSensitiveKeys(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) clean[k] = SENSITIVE_KEY.test(k) ? REDACTED : v;
    return clean;
  }
  return value;
}

/**
 * @example
 * const log = createLogger({ level: 'info', sink: (l) => process.stdout.write(`${l}\n`) });
 * log.addSecret(clientSecret);
 * log.info('token.fetched', { requestId });
 */
export function createLogger(options: {
  level: LogLevel;
  sink: LogSink;
  now?: () => number;
}): Logger {
  const secrets = new Set<string>();
  const threshold = LEVELS[options.level];
  const now = options.now ?? Date.now;

  function write(level: LogLevel, msg: string, fields: LogFields = {}) {
    if (LEVELS[level] < threshold) return;
    let line = JSON.stringify(
      { time: new Date(now()).toISOString(), level, msg, ...fields },
      dropSensitiveKeys,
    );
    for (const secret of secrets) line = line.replaceAll(secret, REDACTED);
    options.sink(line);
  }

  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    addSecret: (value) => {
      if (value.length >= 4) secrets.add(value);
    },
  };
}
