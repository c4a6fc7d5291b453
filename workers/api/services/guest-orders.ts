/**
 * Guest orders attach to a later account (decision 033): orders placed without an account
 * (user_id null) with the same e-mail, compared case-insensitively, become the account's when its
 * owner signs in or registers with that e-mail verified by Firebase. One conditional UPDATE: an
 * order attaches once (after that it has an account) and never to an account whose e-mail is
 * another's or unverified — an unverified e-mail gets its guest orders at the first sign-in
 * after verifying it. Each attached order is audited in the same batch.
 */
import type { FirebaseIdentity } from "../auth/firebase-token";
import { auditStatement } from "./audit";
import type { Caller } from "./users";

/** Attaches the caller's guest orders; answers how many. */
export async function attachGuestOrders(d1: D1Database, caller: Caller, identity: FirebaseIdentity): Promise<number> {
  const email = identity.email?.trim().toLowerCase();
  if (!email || !identity.email_verified || caller.user.email.trim().toLowerCase() !== email) return 0;
  const guest = (
    await d1.prepare("SELECT id FROM orders WHERE user_id IS NULL AND lower(email) = ?1").bind(email).all<{ id: number }>()
  ).results;
  if (guest.length === 0) return 0;
  const results = await d1.batch(
    guest.flatMap(({ id }) => [
      d1.prepare("UPDATE orders SET user_id = ?2 WHERE id = ?1 AND user_id IS NULL AND lower(email) = ?3").bind(id, caller.id, email),
      auditStatement(
        d1,
        { actor: caller, action: "orders.attach_guest", resource: "orders", resourceId: id, before: { user_id: null }, after: { user_id: caller.id } },
        "changes() = 1",
      ),
    ]),
  );
  return results.filter((result, index) => index % 2 === 0 && result.meta.changes === 1).length;
}
