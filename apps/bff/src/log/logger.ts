/**
 * Structured JSON log lines. Secrets never reach a line: every known secret value (the client
 * secret, the session secrets, the current and the previous access token) is replaced wherever
 * it appears, and fields named like credentials are redacted before serialising. The secret
 * list never grows: only the current and the previous access token are kept.
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
  /** Registers a value that must never appear in any log line, for the life of the process. */
  addSecret(value: string): void;
  /** Registers an access token; only the current and the previous one are kept, since no other can be in flight. */
  addToken(value: string): void;
}

/** Log fields are flat by convention; a credential-named field is redacted whatever it holds. */
function redactFields(fields: LogFields): LogFields {
  for (const key in fields) {
    if (SENSITIVE_KEY.test(key))
      return Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, SENSITIVE_KEY.test(k) ? REDACTED : v]),
      );
  }
  return fields;
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
  let tokens: string[] = [];
  const threshold = LEVELS[options.level];
  const now = options.now ?? Date.now;

  function write(level: LogLevel, msg: string, fields: LogFields = {}) {
    if (LEVELS[level] < threshold) return;
    const time = new Date(now()).toISOString();
    let line = JSON.stringify({ time, level, msg, ...redactFields(fields) });
    for (const secret of secrets) line = line.replaceAll(secret, REDACTED);
    for (const token of tokens) line = line.replaceAll(token, REDACTED);
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
    addToken: (value) => {
      if (value.length >= 4) tokens = [value, ...tokens.filter((t) => t !== value)].slice(0, 2);
    },
  };
}
