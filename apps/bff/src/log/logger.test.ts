import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const log = createLogger({ level: 'info', sink: (l) => lines.push(l), now: () => 0 });
  return { log, lines };
}

describe('logger', () => {
  it('writes one JSON line with time, level, message and fields', () => {
    const { log, lines } = capture();
    log.info('http.request', { status: 200 });
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      level: 'info',
      msg: 'http.request',
      status: 200,
    });
  });

  it('drops lines below the level', () => {
    const lines: string[] = [];
    createLogger({ level: 'warn', sink: (l) => lines.push(l) }).info('quiet');
    expect(lines).toEqual([]);
  });

  it('redacts credential-named fields and secret values wherever they appear', () => {
    const { log, lines } = capture();
    log.addSecret('client-secret-value');
    log.info('x', { authorization: 'Bearer abc', note: 'sent client-secret-value by mistake' });
    expect(lines[0]).not.toContain('Bearer abc');
    expect(lines[0]).not.toContain('client-secret-value');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ authorization: '[REDACTED]' });
  });

  it('redacts the current and the previous token, and forgets older ones', () => {
    const { log, lines } = capture();
    for (const token of ['token-one', 'token-two', 'token-three']) log.addToken(token);
    log.info('x', { a: 'token-three', b: 'token-two', c: 'token-one' });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      a: '[REDACTED]',
      b: '[REDACTED]',
      c: 'token-one',
    });
  });

  it('writes a line without fields, and each line with its own time', () => {
    const lines: string[] = [];
    let now = 0;
    const log = createLogger({ level: 'info', sink: (l) => lines.push(l), now: () => now });
    log.info('first');
    log.info('second', { msg: 'a field named msg wins, as in a spread' });
    now = 1_500;
    log.warn('third', { n: 1 });
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { time: '1970-01-01T00:00:00.000Z', level: 'info', msg: 'first' },
      {
        time: '1970-01-01T00:00:00.000Z',
        level: 'info',
        msg: 'a field named msg wins, as in a spread',
      },
      { time: '1970-01-01T00:00:01.500Z', level: 'warn', msg: 'third', n: 1 },
    ]);
  });
});
