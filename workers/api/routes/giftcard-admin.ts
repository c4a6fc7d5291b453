/**
 * Gift cards for staff (spec §7; decision 026): GET giftcards (search by code fragment, buyer,
 * recipient; status), GET giftcards/{id} (with its ledger), PUT giftcards/{id}/status (with a
 * reason), and POST giftcards, a card issued by hand, which the spec does not list. Mounted
 * before the customer's routes (routes/giftcards.ts); each route checks its permission before it
 * reads the body.
 */
import { Hono } from "hono";
import { z } from "zod";
import { PERMISSIONS } from "../../core/admin-permissions";
import { formatUsd } from "../../core/money";
import { may, requirePermission } from "../auth/middleware";
import type { ApiContext } from "../env";
import { idParam } from "../lib/params";
import { emailField, listSearch, pageQuery } from "../lib/user-input";
import { validate } from "../lib/validate";
import {
  findGiftCard,
  GIFT_CARD_STATUSES,
  giftCardJson,
  giftCardLedger,
  issueGiftCard,
  listGiftCards,
  setGiftCardStatus,
} from "../services/gift-card-admin";

/** A card issued by hand: $1 to $500 (the shop sells $10 to $500; a comp may be smaller). */
export const COMP_MIN_CENTS = 100;
export const COMP_MAX_CENTS = 50_000;
const COMP_AMOUNT = `must be whole cents from ${formatUsd(COMP_MIN_CENTS)} to ${formatUsd(COMP_MAX_CENTS)}`;

const idPath = z.object({ id: idParam });
const statusChoices = `must be one of ${GIFT_CARD_STATUSES.join(", ")}`;
const reason = z.string({ error: "is required" }).trim().min(1, "is required").max(500, "must be at most 500 characters");

const listQuery = pageQuery.extend({
  search: listSearch.optional(),
  status: z.enum(GIFT_CARD_STATUSES, { message: statusChoices }).optional(),
});

const statusBody = z.object({ status: z.enum(GIFT_CARD_STATUSES, { error: statusChoices }), reason }).strict();

const compBody = z
  .object({
    amount_cents: z.number({ error: COMP_AMOUNT }).int(COMP_AMOUNT).min(COMP_MIN_CENTS, COMP_AMOUNT).max(COMP_MAX_CENTS, COMP_AMOUNT),
    recipient_name: z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters"),
    recipient_email: emailField,
    reason,
  })
  .strict();

export const giftCardAdminRoutes = new Hono<ApiContext>()
  .get("/", requirePermission(PERMISSIONS.giftCardsView), validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listGiftCards(c.env.DB, { ...query, search: query.search || undefined });
    return c.json({ data: rows.map((row) => giftCardJson(row)), meta: { count: rows.length, total } });
  })
  .get("/:id{[0-9]+}", requirePermission(PERMISSIONS.giftCardsView), validate("param", idPath), async (c) => {
    const { id } = c.req.valid("param");
    const [card, ledger] = await Promise.all([findGiftCard(c.env.DB, id), giftCardLedger(c.env.DB, id)]);
    // The whole code only to those who may change the card (decision 026); others see it masked.
    return c.json({ ...giftCardJson(card, may(c.var.caller, PERMISSIONS.giftCardsUpdate)), ledger });
  })
  .put(
    "/:id{[0-9]+}/status",
    requirePermission(PERMISSIONS.giftCardsUpdate),
    validate("param", idPath),
    validate("json", statusBody),
    async (c) => {
      const { status, reason: why } = c.req.valid("json");
      const card = await setGiftCardStatus(c.env.DB, c.var.caller, c.req.valid("param").id, status, why);
      return c.json(giftCardJson(card, true));
    },
  )
  .post("/", requirePermission(PERMISSIONS.giftCardsCreate), validate("json", compBody), async (c) =>
    c.json(giftCardJson(await issueGiftCard(c.env.DB, c.var.caller, c.req.valid("json")), true), 201),
  );
