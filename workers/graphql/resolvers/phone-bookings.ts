/** Phone bookings and pay links over GraphQL (decision 081): REST with the caller's token. */
import type { MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { badUserInput, numericId, orNull } from "./errors";
import { rest, upper } from "./rest";

/** A pay link's token: 43 base64url characters; anything else never enters the REST path. */
function tokenArgument(token: string): string {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) throw badUserInput({ token: ["must be a pay link's token"] });
  return token;
}

export const phoneBookingQueries: Pick<QueryResolvers, "payLink"> = {
  payLink: async (_parent, { token }, { api }) => {
    const link = await orNull(rest(api.read(api.rpc["pay-links"][":token"].$get({ param: { token: tokenArgument(token) } }))));
    if (!link) return null;
    return {
      status: upper(link.status),
      amountDueCents: link.amount_due_cents,
      taxCents: link.tax_cents,
      expiresAt: link.expires_at,
      firstName: link.first_name,
      lines: link.lines.map((line) => ({ ...line, totalCents: line.total_cents })),
      orderNumber: link.order_number,
      failureReason: link.failure_reason,
      movingFrom: link.moving_from ? { ...link.moving_from, totalCents: link.moving_from.total_cents } : null,
    };
  },
};

export const phoneBookingMutations: Pick<MutationResolvers, "bookByPhone" | "openPayLink"> = {
  bookByPhone: async (_parent, { input }, { api }) => {
    const booked = await rest(
      api.read(
        api.rpc["phone-bookings"].$post({
          json: {
            idempotency_key: input.idempotencyKey,
            class_id: numericId(input.classId, "classId"),
            first_name: input.firstName,
            last_name: input.lastName,
            email: input.email,
            phone: input.phone,
            guests: input.guests.map((guest) => ({ first_name: guest.firstName, last_name: guest.lastName })),
            payment: input.payment === "PAY_LINK" ? "pay_link" : input.payment === "CHECK" ? "check" : "cash",
            note: input.note ?? "",
          },
        }),
      ),
      { class_id: "classId" },
    );
    return {
      checkoutId: booked.checkout.id,
      orderId: booked.order_id === null ? null : String(booked.order_id),
      amountDueCents: booked.checkout.amount_due_cents,
      payLinkPath: booked.pay_link?.path ?? null,
      holdExpiresAt: booked.pay_link?.expires_at ?? null,
    };
  },
  openPayLink: async (_parent, { token }, { api }) => rest(api.read(api.rpc["pay-links"][":token"].pay.$post({ param: { token: tokenArgument(token) } }))),
};
