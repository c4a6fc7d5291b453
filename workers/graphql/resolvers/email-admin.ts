/** The console's e-mail area over GraphQL (issue 26 part 5, decision 058): REST with the caller's token. */
import type { EmailStateCounts, EmailSuppressionJson, StaffEmailJson } from "../../api/contract";
import { EMAIL_MESSAGE, EMAIL_MAX, isEmail } from "../../core/field-rules";
import type { EmailDeliveryResolvers, EmailState, MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { badUserInput, numericId, orNull } from "./errors";
import { graphqlFields, lower, rest, upper } from "./rest";

/** EmailState's order: the tabs' order. */
const EMAIL_STATES: readonly EmailState[] = ["QUEUED", "RETRYING", "SENT", "DELIVERED", "BOUNCED", "COMPLAINED", "FAILED", "SUPPRESSED"];

export function emailOf(row: StaffEmailJson & { text?: string; html?: string }) {
  return { ...graphqlFields(row), id: String(row.id), delivery: row, text: row.text ?? null, html: row.html ?? null };
}

/** An outbox row's delivery (decision 058), for AdminEmail and MailboxEmail alike. */
export const EmailDelivery: EmailDeliveryResolvers = {
  state: (row) => upper(row.state),
  lastError: (row) => row.last_error,
  providerId: (row) => row.provider_id,
};

function suppressionOf(row: EmailSuppressionJson) {
  return { email: row.email, reason: upper(row.reason), detail: row.detail, createdAt: row.created_at };
}

const statesOf = (counts: EmailStateCounts) => EMAIL_STATES.map((state) => ({ state, count: counts[lower(state)] }));

/** An address argument, checked by the shared rule before it enters a REST path. */
function addressArgument(value: string, argument: string): string {
  const email = value.trim();
  if (email.length > EMAIL_MAX || !isEmail(email)) throw badUserInput({ [argument]: [EMAIL_MESSAGE] });
  return email.toLowerCase();
}

const emailParam = (value: string) => ({ id: String(numericId(value, "id")) });

export const emailAdminQueries: Pick<QueryResolvers, "adminEmails" | "adminEmail" | "emailSuppressions"> = {
  adminEmails: async (_parent, { filter, limit, offset }, { api }) => {
    const page = await rest(
      api.read(
        api.rpc.emails.staff.$get({
          query: {
            ...params({ to: filter?.to ?? undefined, kind: filter?.kind ?? undefined, limit, offset }),
            state: filter?.state ? lower(filter.state) : undefined,
          },
        }),
      ),
    );
    return { total: page.meta.total, emails: page.data.map(emailOf), states: statesOf(page.meta.states) };
  },
  adminEmail: async (_parent, args, { api }) => {
    const row = await orNull(rest(api.read(api.rpc.emails.staff[":id{[0-9]+}"].$get({ param: emailParam(args.id) }))));
    return row ? emailOf(row) : null;
  },
  emailSuppressions: async (_parent, _args, { api }) => (await rest(api.read(api.rpc.emails.suppressions.$get()))).data.map(suppressionOf),
};

export const emailAdminMutations: Pick<MutationResolvers, "resendEmail" | "suppressEmailAddress" | "unsuppressEmailAddress"> = {
  resendEmail: async (_parent, args, { api }) => emailOf(await rest(api.read(api.rpc.emails[":id{[0-9]+}"].resend.$post({ param: emailParam(args.id) })))),
  suppressEmailAddress: async (_parent, { email, detail }, { api }) =>
    suppressionOf(await rest(api.read(api.rpc.emails.suppressions.$post({ json: { email, detail: detail ?? undefined } })))),
  unsuppressEmailAddress: async (_parent, { email }, { api }) => {
    await rest(api.read(api.rpc.emails.suppressions[":email"].$delete({ param: { email: encodeURIComponent(addressArgument(email, "email")) } })));
    return true;
  },
};
