/**
 * The account pages' common ground (spec §2 account tabs): the signed-in user as GraphQL `me`
 * knows them, behind the sign-in guard.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import type { SessionUserFragment } from "../../../graphql/generated/client/graphql";
import { hasPermission } from "../../../workers/core/permissions";
import { pathOf, requireUser, signOut, type SignedInUser } from "../identity/auth.server";
import { query } from "../core/graphql.server";
import { loginHref } from "../identity/sign-in-paths";
import { formatPhone } from "../../../workers/core/input-formats";

export const EMPLOYEE_LINKS_PERMISSION = "employee-links.view";

export interface Account {
  user: SessionUserFragment;
  session: SignedInUser;
}

/** The signed-in user's account, or the guard's redirect to /login. */
export async function requireAccount(request: Request, context: AppLoadContext): Promise<Account> {
  const session = await requireUser(request, context);
  const { me } = await query(context, AccountMeDocument, {});
  if (!me) {
    signOut(context);
    throw redirect(loginHref({ redirectTo: pathOf(request) }));
  }
  return { user: me, session };
}

/** The account tabs' view of the user: name for the greeting, and which tabs to show. */
export function accountSummary({ user }: Account) {
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    showsEmployeeLinks: hasPermission(user.permissions, EMPLOYEE_LINKS_PERMISSION),
  };
}

export type AccountSummary = ReturnType<typeof accountSummary>;

/** The allergies the registration and profile forms offer as checkboxes. */
export async function allergyChoices(context: AppLoadContext): Promise<Array<{ key: string; name: string }>> {
  const { allergies } = await query(context, AllergyChoicesDocument, {});
  return allergies;
}

const AccountMeDocument = graphql(`
  query AccountMe {
    me {
      ...SessionUser
    }
  }
`);

const AllergyChoicesDocument = graphql(`
  query AllergyChoices {
    allergies {
      key
      name
    }
  }
`);

/** What customerDetails reads of a user: the session's user (SessionUser) and the checkout's prefill ask for it alike. */
graphql(`
  fragment CustomerDetails on User {
    email
    firstName
    lastName
    phone
    spiceTolerance
    allergyNotes
    allergies {
      key
    }
  }
`);

/** A customer's own details as their forms show them (profile and checkout): the phone shaped, the allergies by key. */
export function customerDetails(person: {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  allergies: { key: string }[];
  allergyNotes?: string | null;
  spiceTolerance?: string | null;
}) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ? formatPhone(person.phone) : "",
    allergies: person.allergies.map((allergy) => allergy.key),
    allergyNotes: person.allergyNotes ?? "",
    spiceTolerance: person.spiceTolerance ?? "",
  };
}
