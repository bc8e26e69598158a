/**
 * The CLI's environment, read once and checked with zod. A bad value stops the CLI with one
 * line naming the variable, before anything binds a port.
 */
import { z } from 'zod';

export interface CliConfig {
  host: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** EP_SIMULATOR_DATA; undefined serves the demo seed. */
  dataPath: string | undefined;
  realistic: boolean;
  /** SIMULATOR_BACKLOG=1: the demo seed with its dunning backlog (demo/dunning-backlog.ts). */
  backlog?: true;
  control: boolean;
  tokenTtlSeconds: number;
  latencyMs: number;
}

/** A variable with a value the CLI cannot use; the message names it. */
export class CliConfigError extends Error {
  override name = 'CliConfigError';
}

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

const flag = z
  .enum(['1', '0', 'true', 'false'], 'must be 1 or 0')
  .transform((v) => v === '1' || v === 'true');

const nonEmpty = z.string().trim().min(1, 'must not be blank');

const VARIABLES = {
  SIMULATOR_HOST: nonEmpty,
  SIMULATOR_PORT: wholeNumber(0, 65_535),
  SIMULATOR_CLIENT_ID: nonEmpty,
  SIMULATOR_CLIENT_SECRET: nonEmpty,
  EP_SIMULATOR_DATA: nonEmpty,
  SIMULATOR_REALISTIC: flag,
  SIMULATOR_BACKLOG: flag,
  SIMULATOR_CONTROL: flag,
  SIMULATOR_TOKEN_TTL: wholeNumber(1, 31_536_000),
  SIMULATOR_LATENCY_MS: wholeNumber(0, 600_000),
} as const;

type Name = keyof typeof VARIABLES;

/**
 * Reads the CLI settings from `env`; unset or empty variables take their defaults.
 * @example readCliConfig({ SIMULATOR_PORT: '0', SIMULATOR_REALISTIC: '1' }).realistic // true
 * @throws CliConfigError like `SIMULATOR_PORT must be a whole number from 0 to 65535 (got "http")`.
 */
export function readCliConfig(env: Record<string, string | undefined>): CliConfig {
  function read<N extends Name>(name: N): z.output<(typeof VARIABLES)[N]> | undefined {
    const text = env[name];
    if (text === undefined || text === '') return undefined;
    const parsed = VARIABLES[name].safeParse(text);
    if (!parsed.success) {
      throw new CliConfigError(
        `${name} ${parsed.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(text)})`,
      );
    }
    return parsed.data as z.output<(typeof VARIABLES)[N]>;
  }
  return {
    host: read('SIMULATOR_HOST') ?? '127.0.0.1',
    port: read('SIMULATOR_PORT') ?? 4010,
    clientId: read('SIMULATOR_CLIENT_ID') ?? 'demo-client-id',
    clientSecret: read('SIMULATOR_CLIENT_SECRET') ?? 'demo-client-secret',
    dataPath: read('EP_SIMULATOR_DATA'),
    realistic: read('SIMULATOR_REALISTIC') ?? false,
    ...(read('SIMULATOR_BACKLOG') && { backlog: true as const }),
    control: read('SIMULATOR_CONTROL') ?? false,
    tokenTtlSeconds: read('SIMULATOR_TOKEN_TTL') ?? 3600,
    latencyMs: read('SIMULATOR_LATENCY_MS') ?? 0,
  };
}
