/**
 * Staff's second factor over GraphQL (issue 27 part 9, decision 078): REST with the caller's
 * token. A signed-out caller has no second factor (null), as `me` has no user.
 */
import type { SecondFactorStatusJson } from "../../api/contract";
import type { MutationResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { badUserInput, numericId } from "./errors";
import { rest } from "./rest";

const secondFactorOf = (row: Omit<SecondFactorStatusJson, "required"> & { required?: boolean }) => ({
  required: row.required ?? false,
  enrolled: row.enrolled,
  confirmedAt: row.confirmed_at,
  lockedUntil: row.locked_until,
  recoveryCodesLeft: row.recovery_codes_left,
});

const userParam = (userId: string) => ({ id: String(numericId(userId, "userId")) });

export const secondFactorQueries: Pick<QueryResolvers, "mySecondFactor" | "userSecondFactor"> = {
  mySecondFactor: async (_parent, _args, { api }) => (api.signedIn ? secondFactorOf(await rest(api.read(api.rpc["second-factor"].$get()))) : null),
  userSecondFactor: async (_parent, { userId }, { api }) =>
    secondFactorOf(await rest(api.read(api.rpc["second-factor"].users[":id{[0-9]+}"].$get({ param: userParam(userId) })))),
};

export const secondFactorMutations: Pick<
  MutationResolvers,
  "startSecondFactorEnrolment" | "confirmSecondFactorEnrolment" | "verifySecondFactor" | "resetSecondFactor"
> = {
  startSecondFactorEnrolment: async (_parent, _args, { api }) => rest(api.read(api.rpc["second-factor"].enrolment.$post())),
  confirmSecondFactorEnrolment: async (_parent, { code }, { api }) =>
    (await rest(api.read(api.rpc["second-factor"].enrolment.confirm.$post({ json: { code } })))).recovery_codes,
  verifySecondFactor: async (_parent, { code, recoveryCode }, { api }) => {
    if (Boolean(code) === Boolean(recoveryCode)) throw badUserInput({ code: ["Type either a code or a recovery code"] });
    const json = code ? { code } : { recovery_code: recoveryCode! };
    const pass = await rest(api.read(api.rpc["second-factor"].verify.$post({ json })));
    return { method: pass.method === "code" ? "CODE" : "RECOVERY_CODE", recoveryCodesLeft: pass.recovery_codes_left };
  },
  resetSecondFactor: async (_parent, { userId }, { api }) =>
    secondFactorOf(await rest(api.read(api.rpc["second-factor"].users[":id{[0-9]+}"].$delete({ param: userParam(userId) })))),
};
