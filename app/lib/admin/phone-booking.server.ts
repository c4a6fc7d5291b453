/**
 * "Book by phone" (issue 27 part 4, decision 081): staff book seats of a class for a caller — an
 * existing customer found by name or e-mail (their details filled in), or a new one — and either
 * mark it paid at the counter (cash, or a check with its number) or e-mail a pay link. The number
 * of guests is a GET form (the page then asks each guest's name), the booking a POST form
 * answered with a redirect: both work without JavaScript. Totals are the api's.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { PERMISSIONS } from "../../../workers/core/admin-permissions";
import { MAX_GUESTS } from "../../../workers/core/class-offers";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { isEmail } from "../../../workers/core/field-rules";
import { hasPermission } from "../../../workers/core/permissions";
import { formatUsd } from "../../../workers/core/money";
import type { PhoneBookingPayment } from "../../../graphql/generated/client/graphql";
import { AdminUsersDocument } from "./documents.server";
import { recordId } from "./list-params";
import { BookByPhoneDocument, PhoneBookingClassDocument } from "./phone-booking-documents.server";
import { asPageError, requireStaff } from "./staff.server";
import { postedForm } from "../core/csrf.server";
import { flashAlert } from "../core/flash-alerts.server";
import { formFailure, mutate, query } from "../core/graphql.server";

export const PHONE_BOOKING_FIELDS = ["firstName", "lastName", "email", "phone", "guests", "payment", "note"] as const;
const PAYMENTS: Record<string, PhoneBookingPayment> = { cash: "CASH", check: "CHECK", pay_link: "PAY_LINK" };
const NAME_MAX = 100;

export interface PhoneBookingValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  payment: string;
  note: string;
  guests: { firstName: string; lastName: string }[];
}

export interface PhoneBookingActionData {
  errors: Record<string, string[]>;
  values: PhoneBookingValues;
}

/** Who may book by phone: orders.create and registrations.update (decision 081). */
export const maysBookByPhone = (permissions: readonly string[]) =>
  hasPermission(permissions, PERMISSIONS.ordersCreate) && hasPermission(permissions, PERMISSIONS.registrationsUpdate);

async function requireBooker(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context, PERMISSIONS.ordersCreate);
  if (!hasPermission(staff.permissions, PERMISSIONS.registrationsUpdate)) await requireStaff(request, context, PERMISSIONS.registrationsUpdate);
  return staff;
}

/** 1 to MAX_GUESTS guests (couples), as the GET form asks; anything else is 1. */
function unitsOf(value: string | null): number {
  const units = Number(value);
  return Number.isInteger(units) && units >= 1 && units <= MAX_GUESTS ? units : 1;
}

export async function loadPhoneBooking(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const staff = await requireBooker(request, context);
  const id = recordId(idParam);
  const url = new URL(request.url);
  const data = await query(context, PhoneBookingClassDocument, { id }).catch((error: unknown) => asPageError(error, PERMISSIONS.classesView));
  if (!data.classInformation) throw new Response("Not found", { status: 404 });
  const info = data.classInformation;
  const offer = info.class.classType.offer;
  const units = unitsOf(url.searchParams.get("guests"));
  // The customer search (users.view): a chosen customer's details fill the form in.
  const search = (url.searchParams.get("customer") ?? "").trim().slice(0, 100);
  const maySearch = hasPermission(staff.permissions, PERMISSIONS.usersView);
  const found = maySearch && search ? (await query(context, AdminUsersDocument, { search, limit: 10, offset: 0 })).users.users : [];
  const chosen = found.find((user) => user.id === url.searchParams.get("chosen")) ?? null;
  return json({
    id,
    name: info.class.name,
    when: `${info.localDate} ${info.localTime}`,
    kitchen: info.class.location.name,
    offer,
    seatsLeft: info.class.seatsLeft,
    unitPrice: info.class.unitPriceCents === null || info.class.unitPriceCents === undefined ? null : formatUsd(info.class.unitPriceCents),
    units,
    maxUnits: Math.max(1, Math.min(MAX_GUESTS, offer === "PAIRS" ? Math.floor(info.class.seatsLeft / 2) : info.class.seatsLeft)),
    seats: offer === "PAIRS" ? units * 2 : units,
    maySearch,
    search,
    found: found.map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? "" })),
    chosen: chosen ? { firstName: chosen.firstName, lastName: chosen.lastName, email: chosen.email, phone: chosen.phone ?? "" } : null,
    // A new key per form shown: a double post is one booking.
    idempotencyKey: crypto.randomUUID(),
  });
}

function readForm(form: FormData, seats: number): PhoneBookingValues {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    phone: text("phone"),
    payment: text("payment"),
    note: text("note"),
    guests: Array.from({ length: seats }, (_, index) => ({ firstName: text(`guestFirstName${index}`), lastName: text(`guestLastName${index}`) })),
  };
}

function check(values: PhoneBookingValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const name = (field: "firstName" | "lastName", what: string) => {
    if (!values[field]) errors[field] = [`Enter the caller's ${what}`];
    else if (values[field].length > NAME_MAX) errors[field] = [`Keep the ${what} to ${NAME_MAX} characters`];
  };
  name("firstName", "first name");
  name("lastName", "last name");
  if (!isEmail(values.email)) errors.email = ["Enter an e-mail address like name@example.com"];
  if (values.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "").length !== 10) errors.phone = ["Enter a ten-digit phone number, like (435) 555-0123"];
  if (values.guests.some((guest) => !guest.firstName || !guest.lastName || guest.firstName.length > NAME_MAX || guest.lastName.length > NAME_MAX)) {
    errors.guests = ["Enter each guest's first and last name"];
  }
  if (!PAYMENTS[values.payment]) errors.payment = ["Choose how the caller pays"];
  if (values.payment === "check" && !values.note) errors.note = ["Enter the check's number"];
  if (values.note.length > 200) errors.note = ["Keep the note to 200 characters"];
  return errors;
}

/** POST: the booking. Paid at the counter → the new order; pay link → back to the manifest, the link e-mailed. */
export async function phoneBookingAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  await requireBooker(request, context);
  const id = recordId(idParam);
  const form = await postedForm(request, context);
  const seats = Math.min(2 * MAX_GUESTS, Math.max(1, Number(form.get("seats")) || 1));
  const values = readForm(form, Number.isInteger(seats) ? seats : 1);
  const errors = check(values);
  if (Object.keys(errors).length > 0) return json<PhoneBookingActionData>({ errors, values }, { status: 400 });
  try {
    const { bookByPhone: booked } = await mutate(context, BookByPhoneDocument, {
      input: {
        idempotencyKey: String(form.get("idempotencyKey") ?? ""),
        classId: id,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        guests: values.guests,
        payment: PAYMENTS[values.payment]!,
        note: values.payment === "pay_link" ? null : values.note,
      },
    });
    const amount = formatUsd(booked.amountDueCents);
    if (booked.payLinkPath) {
      const until = booked.holdExpiresAt ? ` until ${formatClassDate(booked.holdExpiresAt)} at ${formatClassTime(booked.holdExpiresAt)}` : "";
      flashAlert(context, {
        alertType: "success",
        title: `Pay link for ${amount} e-mailed to ${values.email}`,
        message: `The seats are held${until}. The link: ${booked.payLinkPath}`,
      });
      return redirect(`/admin/classes/${id}/attendees`, 303);
    }
    flashAlert(context, {
      alertType: "success",
      title: `Booked by phone: ${amount} paid ${values.payment === "check" ? "by check" : "in cash"} at the counter`,
    });
    return redirect(booked.orderId ? `/admin/orders/${booked.orderId}` : `/admin/classes/${id}/attendees`, 303);
  } catch (error) {
    const failed = formFailure(error, PHONE_BOOKING_FIELDS, { idempotencyKey: "form", classId: "form" });
    if (!failed) throw error;
    return json<PhoneBookingActionData>({ errors: failed.errors, values }, { status: failed.status });
  }
}
