/**
 * The path id of a customer or subscription page. Anything but a UUID is "not found" for the
 * route, which shows that route's bad-link page without asking the BFF; the id is lower-cased,
 * as Elastic Path writes ids, so an upper-case link finds the object and one object has one
 * address (and one cache entry).
 */
import { isUuid } from '@pc/contract/limits';
import { notFound } from '@tanstack/react-router';

export function parseObjectId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}
