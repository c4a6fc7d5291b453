/**
 * The account's own cancel and move of a class registration (decisions 033 and 054): the page's
 * data and the two forms' handlers, for the party booked together (default) or one guest
 * (`scope=guest` in the address or the form). The api decides what is allowed; a refusal
 * (CONFLICT, FORBIDDEN, BAD_USER_INPUT) comes back to the page in the api's words, a success
 * goes back to the registration's page.
 */
import { isRecordId } from "../../../workers/core/field-rules";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { ChangeScope } from "../../../graphql/generated/client/graphql";
import { bookingPath } from "~/components/account/BookingParts";
import { accountSummary, requireAccount } from "./account.server";
import { assertAntiForgery } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { failureOf, mutate, query } from "../core/graphql.server";
import { formatUsd } from "../../../workers/core/money";

/** A class as a customer's move or cancel names it: when and where. */
export const SelfServiceClassFields = graphql(`
  fragment SelfServiceClassFields on SelfServiceClass {
    id
    name
    date
    location {
      name
      city
      timezone
    }
  }
`);

export const RegistrationChangesFields = graphql(`
  fragment RegistrationChangesFields on RegistrationChanges {
    registration {
      id
      orderNumber
      status
      firstName
      totalCents
      offer
      refundedCents
      class {
        ...SelfServiceClassFields
      }
    }
    party {
      ...PartyFields
    }
    cutoff
    canCancel
    cancelRefusal
    cancelRefundCents
    canMove
    moveRefusal
    canceledAt
    movedAt
    movedFrom {
      ...SelfServiceClassFields
    }
    moveOptions {
      class {
        ...SelfServiceClassFields
      }
      seatsLeft
      seats
      newTotalCents
      differenceCents
      allowed
      refusal
    }
  }
`);

const RegistrationChangesDocument = graphql(`
  query RegistrationChanges($registrationId: ID!, $scope: ChangeScope) {
    registrationChanges(registrationId: $registrationId, scope: $scope) {
      ...RegistrationChangesFields
    }
  }
`);

const CancelMyRegistrationDocument = graphql(`
  mutation CancelMyRegistration($registrationId: ID!, $scope: ChangeScope) {
    cancelMyRegistration(registrationId: $registrationId, scope: $scope) {
      ...RegistrationChangesFields
    }
  }
`);

const MoveMyRegistrationDocument = graphql(`
  mutation MoveMyRegistration($registrationId: ID!, $classId: ID!, $scope: ChangeScope) {
    moveMyRegistration(registrationId: $registrationId, classId: $classId, scope: $scope) {
      ...RegistrationChangesFields
    }
  }
`);

/** `scope=guest` (one guest's seat) in an address or a form; anything else is the whole party. */
export const scopeOf = (value: FormDataEntryValue | string | null | undefined): ChangeScope => (value === "guest" ? "GUEST" : "PARTY");

/** The registration's changes for its owner; 404 when the id is not a registration, 403 for another's. */
export async function loadChanges(request: Request, context: AppLoadContext, registrationId: string | undefined) {
  const account = await requireAccount(request, context);
  if (!isRecordId(registrationId)) throw new Response("Not found", { status: 404 });
  const scope = scopeOf(new URL(request.url).searchParams.get("scope"));
  try {
    const { registrationChanges } = await query(context, RegistrationChangesDocument, { registrationId, scope });
    if (!registrationChanges) throw new Response("Not found", { status: 404 });
    return { account: accountSummary(account), changes: registrationChanges };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.code === "FORBIDDEN") throw new Response("This registration is not yours", { status: 403 });
    if (refusal?.code === "BAD_USER_INPUT") throw new Response(refusal.message, { status: 400 });
    throw error;
  }
}

export type ChangesView = Awaited<ReturnType<typeof loadChanges>>["changes"];

function refusalOf(error: unknown): { code: string; message: string } | null {
  const failure = failureOf(error);
  if (!failure || !["CONFLICT", "FORBIDDEN", "BAD_USER_INPUT", "NOT_FOUND"].includes(failure.code)) return null;
  return failure;
}

export interface ChangeActionData {
  formError: string;
}

/** POST of the cancel confirm step. */
export async function cancelAction(request: Request, context: AppLoadContext, registrationId: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireAccount(request, context);
  const scope = scopeOf(form.get("scope"));
  return changeOrRefusal(context, registrationId, async () => {
    // What the cancel gives back, read first: afterwards the canceled seats are no party any more.
    const { registrationChanges: before } = await query(context, RegistrationChangesDocument, { registrationId, scope });
    await mutate(context, CancelMyRegistrationDocument, { registrationId, scope });
    const back = before?.cancelRefundCents ?? 0;
    const seats = before?.party.seats ?? 1;
    return {
      title: seats > 1 ? `${seats} seats canceled` : "Class canceled",
      message: back > 0 ? `We are refunding ${formatUsd(back)}; an e-mail with the details is on its way.` : "An e-mail with the details is on its way.",
      alertType: "success",
    };
  });
}

/** Makes a change and goes back to the booking with its alert; a refusal stays on the page, in its words. */
async function changeOrRefusal(context: AppLoadContext, registrationId: string, change: () => Promise<Parameters<typeof flashAlert>[1]>) {
  try {
    flashAlert(context, await change());
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return json<ChangeActionData>({ formError: refusal.message }, { status: statusOf(refusal.code) });
  }
  return redirect(bookingPath(registrationId));
}

/** The answer's status for a refusal: the page shows its message either way. */
const statusOf = (code: string) => (code === "FORBIDDEN" ? 403 : code === "BAD_USER_INPUT" ? 400 : code === "NOT_FOUND" ? 404 : 409);

/** POST of the move confirm step, with the chosen classId. */
export async function moveAction(request: Request, context: AppLoadContext, registrationId: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireAccount(request, context);
  const classId = String(form.get("classId") ?? "");
  if (!isRecordId(classId)) return json<ChangeActionData>({ formError: "Choose the date to move to." }, { status: 400 });
  const scope = scopeOf(form.get("scope"));
  return changeOrRefusal(context, registrationId, async () => {
    const { moveMyRegistration } = await mutate(context, MoveMyRegistrationDocument, { registrationId, classId, scope });
    const seats = moveMyRegistration.party.seats;
    return {
      title: "Class moved",
      message: `${seats > 1 ? `All ${seats} seats are` : "Your seat is"} on the new date; an e-mail with the details is on its way.`,
      alertType: "success",
    };
  });
}
