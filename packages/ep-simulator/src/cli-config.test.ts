import { describe, expect, it } from 'vitest';
import { CliConfigError, readCliConfig } from './cli-config.ts';

describe('readCliConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(readCliConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4010,
      clientId: 'demo-client-id',
      clientSecret: 'demo-client-secret',
      dataPath: undefined,
      realistic: false,
      control: false,
      tokenTtlSeconds: 3600,
      latencyMs: 0,
    });
  });

  it('reads every variable', () => {
    const config = readCliConfig({
      SIMULATOR_HOST: '0.0.0.0',
      SIMULATOR_PORT: '0',
      SIMULATOR_CLIENT_ID: 'id',
      SIMULATOR_CLIENT_SECRET: 'secret',
      EP_SIMULATOR_DATA: '/tmp/data.json',
      SIMULATOR_REALISTIC: '1',
      SIMULATOR_CONTROL: 'true',
      SIMULATOR_TOKEN_TTL: '2',
      SIMULATOR_LATENCY_MS: '150',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 0,
      clientId: 'id',
      clientSecret: 'secret',
      dataPath: '/tmp/data.json',
      realistic: true,
      control: true,
      tokenTtlSeconds: 2,
      latencyMs: 150,
    });
  });

  it('treats empty values as unset', () => {
    expect(readCliConfig({ SIMULATOR_PORT: '', SIMULATOR_REALISTIC: '' })).toMatchObject({
      port: 4010,
      realistic: false,
    });
  });

  it.each([
    [
      'SIMULATOR_PORT',
      'http',
      'SIMULATOR_PORT must be a whole number from 0 to 65535 (got "http")',
    ],
    [
      'SIMULATOR_PORT',
      '70000',
      'SIMULATOR_PORT must be a whole number from 0 to 65535 (got "70000")',
    ],
    [
      'SIMULATOR_TOKEN_TTL',
      '0',
      'SIMULATOR_TOKEN_TTL must be a whole number from 1 to 31536000 (got "0")',
    ],
    [
      'SIMULATOR_LATENCY_MS',
      '-5',
      'SIMULATOR_LATENCY_MS must be a whole number from 0 to 600000 (got "-5")',
    ],
    ['SIMULATOR_REALISTIC', 'yes please', 'SIMULATOR_REALISTIC must be 1 or 0 (got "yes please")'],
    ['SIMULATOR_CONTROL', '2', 'SIMULATOR_CONTROL must be 1 or 0 (got "2")'],
    ['SIMULATOR_CLIENT_ID', '   ', 'SIMULATOR_CLIENT_ID must not be blank (got "   ")'],
  ])('rejects %s=%s with one line naming it', (name, value, message) => {
    expect(() => readCliConfig({ [name]: value })).toThrow(CliConfigError);
    expect(() => readCliConfig({ [name]: value })).toThrow(message);
  });
});
