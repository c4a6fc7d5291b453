/**
 * The account's own cancel and move of a class registration (decision 033): the page's data and
 * the two forms' handlers. The api decides what is allowed; a refusal (CONFLICT, FORBIDDEN)
 * comes back to the page in the api's words, a success goes back to the registration's page.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CombinedError } from "@urql/core";
import { graphql } from "../../../graphql/generated/client";
import { bookingPath } from "~/components/account/BookingParts";
import { accountSummary, requireAccount } from "./account.server";
import { assertAntiForgery } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { mutate, query } from "../core/graphql.server";

export const RegistrationChangesFields = graphql(`
  fragment RegistrationChangesFields on RegistrationChanges {
    registration {
      id
      orderNumber
      status
      firstName
      totalCents
      refundedCents
      class {
        id
        name
        date
        location {
          name
          city
          timezone
        }
      }
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
      id
      name
      date
      location {
        name
        city
        timezone
      }
    }
    moveOptions {
      class {
        id
        name
        date
        location {
          name
          city
          timezone
        }
      }
      seatsLeft
      newTotalCents
      differenceCents
      allowed
      refusal
    }
  }
`);

const RegistrationChangesDocument = graphql(`
  query RegistrationChanges($registrationId: ID!) {
    registrationChanges(registrationId: $registrationId) {
      ...RegistrationChangesFields
    }
  }
`);

const CancelMyRegistrationDocument = graphql(`
  mutation CancelMyRegistration($registrationId: ID!) {
    cancelMyRegistration(registrationId: $registrationId) {
      ...RegistrationChangesFields
    }
  }
`);

const MoveMyRegistrationDocument = graphql(`
  mutation MoveMyRegistration($registrationId: ID!, $classId: ID!) {
    moveMyRegistration(registrationId: $registrationId, classId: $classId) {
      ...RegistrationChangesFields
    }
  }
`);


/** The registration's changes for its owner; 404 when the id is not a registration, 403 for another's. */
export async function loadChanges(request: Request, context: AppLoadContext, registrationId: string | undefined) {
  const account = await requireAccount(request, context);
  if (!registrationId || !/^[0-9]{1,12}$/.test(registrationId)) throw new Response("Not found", { status: 404 });
  try {
    const { registrationChanges } = await query(context, RegistrationChangesDocument, { registrationId });
    if (!registrationChanges) throw new Response("Not found", { status: 404 });
    return { account: accountSummary(account), changes: registrationChanges };
  } catch (error) {
    if (refusalOf(error)?.code === "FORBIDDEN") throw new Response("This registration is not yours", { status: 403 });
    throw error;
  }
}

export type ChangesView = Awaited<ReturnType<typeof loadChanges>>["changes"];

function refusalOf(error: unknown): { code: string; message: string } | null {
  if (!(error instanceof CombinedError)) return null;
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (typeof code !== "string" || !["CONFLICT", "FORBIDDEN", "BAD_USER_INPUT", "NOT_FOUND"].includes(code)) return null;
  return { code, message: first!.message };
}

export interface ChangeActionData {
  formError: string;
}

/** POST of the cancel confirm step. */
export async function cancelAction(request: Request, context: AppLoadContext, registrationId: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireAccount(request, context);
  try {
    const { cancelMyRegistration } = await mutate(context, CancelMyRegistrationDocument, { registrationId });
    const back = cancelMyRegistration.registration.refundedCents;
    flashAlert(context, {
      title: "Class canceled",
      message: back > 0 ? `We are refunding $${(back / 100).toFixed(2)}; an e-mail with the details is on its way.` : "An e-mail with the details is on its way.",
      alertType: "success",
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return json<ChangeActionData>({ formError: refusal.message }, { status: refusal.code === "FORBIDDEN" ? 403 : 409 });
  }
  return redirect(bookingPath(registrationId));
}

/** POST of the move confirm step, with the chosen classId. */
export async function moveAction(request: Request, context: AppLoadContext, registrationId: string) {
  const form = await request.formData();
  assertAntiForgery(request, context, form);
  await requireAccount(request, context);
  const classId = String(form.get("classId") ?? "");
  if (!/^[0-9]{1,12}$/.test(classId)) return json<ChangeActionData>({ formError: "Choose the date to move to." }, { status: 400 });
  try {
    await mutate(context, MoveMyRegistrationDocument, { registrationId, classId });
    flashAlert(context, { title: "Class moved", message: "Your seat is on the new date; an e-mail with the details is on its way.", alertType: "success" });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return json<ChangeActionData>({ formError: refusal.message }, { status: refusal.code === "FORBIDDEN" ? 403 : 409 });
  }
  return redirect(bookingPath(registrationId));
}
