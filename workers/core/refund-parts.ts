/**
 * Decision 091: which card a refund's card part goes back to when an order was paid more than
 * once — its own payment, and later ones (a staff move's difference paid by pay link). Pure: the
 * refund service reads what each payment has left and writes the parts this answers.
 *
 * - A registration's refund goes first to the later payments that paid for that registration
 *   (newest first), then to the order's own payment, then to any other later payment.
 * - An order's refund goes to the later payments first (newest first), then to its own payment.
 * Never more to a payment than it has left; what no payment can take stays with the order's own
 * payment (the order-wide limit was checked already).
 */

export interface LaterPayment {
  id: number;
  /** What this payment has not given back yet, in cents. */
  left_cents: number;
  registration_ids: readonly number[];
}

export interface RefundPart {
  payment_id: number;
  cents: number;
}

/** Splits `cardCents` (newest payment first in `later`): the later payments' parts, and what goes to the order's own payment. */
export function refundParts(
  cardCents: number,
  originalLeftCents: number,
  later: readonly LaterPayment[],
  registrationId?: number,
): { parts: RefundPart[]; original_cents: number } {
  const taken = new Map<number, number>();
  let remaining = Math.max(0, cardCents);
  let original = 0;
  const take = (payment: LaterPayment) => {
    const cents = Math.min(remaining, Math.max(0, payment.left_cents - (taken.get(payment.id) ?? 0)));
    if (cents > 0) taken.set(payment.id, (taken.get(payment.id) ?? 0) + cents);
    remaining -= cents;
  };
  const takeOriginal = () => {
    const cents = Math.min(remaining, Math.max(0, originalLeftCents));
    original += cents;
    remaining -= cents;
  };
  if (registrationId === undefined) {
    later.forEach(take);
    takeOriginal();
  } else {
    const own = later.filter((payment) => payment.registration_ids.includes(registrationId));
    own.forEach(take);
    takeOriginal();
    later.filter((payment) => !own.includes(payment)).forEach(take);
  }
  original += remaining;
  const parts = later.filter((payment) => taken.has(payment.id)).map((payment) => ({ payment_id: payment.id, cents: taken.get(payment.id) ?? 0 }));
  return { parts, original_cents: original };
}
