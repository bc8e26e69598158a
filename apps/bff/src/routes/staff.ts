/**
 * `GET /api/staff`: the staff directory, who has signed in (email, the identity provider's name,
 * when last seen): the people a case may be assigned to. No customer data.
 */
import type { StaffDirectory } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { readStaff } from '../team-work/staff-directory.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery } from './validators.ts';

/** Mounted at `/api/staff`. */
export function staffRoutes({ team }: RouteDeps) {
  return new Hono<AppEnv>().get('/', noQuery, async (c) => {
    const body: StaffDirectory = { staff: await team.run((db) => readStaff(db)) };
    return c.json(body, 200);
  });
}
