/**
 * The demo store's account members (docs/upstream/navigation.md#account-members): the shoppers who log in, one for each subscriber
 * whose email is stored in mixed case, each a member of that subscriber's account. Their
 * case-insensitive `ilike` is how such a customer is found from an email typed in any case, or
 * from part of a name. The other subscribers have no member, as a subscriber need not have one.
 */
import type { Prng } from '../prng.ts';
import type {
  SimulatorAccountMember,
  SimulatorAccountMembership,
  SimulatorSubscriber,
} from '../types.ts';

export interface BuiltAccountMembers {
  members: SimulatorAccountMember[];
  /** By member id. */
  memberships: Record<string, SimulatorAccountMembership[]>;
}

/**
 * @example buildAccountMembers(rng, subscribers).members[0].email // 'Ron.Swanson+billing@Example.com'
 */
export function buildAccountMembers(
  rng: Prng,
  subscribers: readonly SimulatorSubscriber[],
): BuiltAccountMembers {
  const members: SimulatorAccountMember[] = [];
  const memberships: Record<string, SimulatorAccountMembership[]> = {};
  for (const subscriber of subscribers) {
    const { name, email, account_id, created_at } = subscriber.attributes;
    if (email === email.toLowerCase()) continue;
    const id = rng.uuid();
    const timestamps = { created_at, updated_at: created_at };
    const [given, ...rest] = name.split(' ');
    members.push({
      id,
      type: 'account_member',
      name,
      email,
      given_name: given ?? null,
      family_name: rest.length > 0 ? rest.join(' ') : null,
      meta: { timestamps },
    });
    memberships[id] = [
      {
        id: rng.uuid(),
        type: 'account_membership',
        relationships: { account: { data: { id: account_id, type: 'account' } } },
        meta: { timestamps },
      },
    ];
  }
  return { members, memberships };
}
