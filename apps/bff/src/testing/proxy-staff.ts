/**
 * Several staff members for one in-process BFF: AUTH_MODE=proxy against a JWKS served over real
 * HTTP on 127.0.0.1 (as an identity-aware proxy serves it), and a signed JWT per person. For the
 * tests where people work together (cases, notes); the proxy's own rules are auth/proxy-auth.test.ts's.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const ISSUER = 'https://idp.example.com';
const AUDIENCE = 'payments-console';
export const PROXY_JWT_HEADER = 'Cf-Access-Jwt-Assertion';

export interface StaffMember {
  email: string;
  name: string;
}

export const ANA: StaffMember = { email: 'ana@example.com', name: 'Ana Agent' };
export const BO: StaffMember = { email: 'bo@example.com', name: 'Bo Lead' };

export interface ProxyStaff {
  /** The environment that makes a BFF trust this proxy, staff at example.com. */
  env: Record<string, string>;
  /** The headers a request of `person` carries at `nowMs` (the app's clock). */
  headers(person: StaffMember, nowMs: number): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startProxyStaff(): Promise<ProxyStaff> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { d: _, ...publicJwk } = await exportJWK(privateKey);
  const jwks = new Hono().get('/certs', (c) =>
    c.json({ keys: [{ ...publicJwk, kid: 'proxy-1', alg: 'ES256', use: 'sig' }] }),
  );
  const server = serve({ fetch: jwks.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  return {
    env: {
      AUTH_MODE: 'proxy',
      AUTH_PROXY_JWT_HEADER: PROXY_JWT_HEADER,
      AUTH_PROXY_JWKS_URL: url,
      AUTH_PROXY_AUDIENCE: AUDIENCE,
      AUTH_PROXY_ISSUER: ISSUER,
      STAFF_EMAIL_DOMAINS: 'example.com',
    },
    async headers(person, nowMs) {
      const iat = Math.floor(nowMs / 1000);
      const token = await new SignJWT({
        iss: ISSUER,
        aud: AUDIENCE,
        sub: person.email,
        iat,
        exp: iat + 3600,
        email: person.email,
        name: person.name,
      })
        .setProtectedHeader({ alg: 'ES256', kid: 'proxy-1' })
        .sign(privateKey);
      return { [PROXY_JWT_HEADER]: token };
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
