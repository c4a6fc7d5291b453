/** A class's manifest over GraphQL (decision 066): attendance and "message attendees", REST with the caller's token. */
import type { Attendance, MutationResolvers, RegistrationStatus } from "../../../graphql/generated/resolvers.generated";
import { numericId } from "./errors";
import { rest } from "./rest";

/** The REST attendance (checked_in, no_show or null) as the enum, and back. */
export const attendanceEnum = (value: string | null) => (value === null ? null : (value.toUpperCase() as Attendance));

export const classManifestMutations: Pick<MutationResolvers, "setAttendance" | "messageAttendees"> = {
  setAttendance: async (_parent, { registrationId, attendance }, { api }) => {
    const marked = await rest(
      api.read(
        api.rpc.registrations[":id{[0-9]+}"].attendance.$put({
          param: { id: String(numericId(registrationId, "registrationId")) },
          json: { attendance: attendance ? (attendance.toLowerCase() as "checked_in" | "no_show") : null },
        }),
      ),
    );
    return { id: String(marked.id), status: marked.status.toUpperCase() as RegistrationStatus, attendance: attendanceEnum(marked.attendance) };
  },
  messageAttendees: async (_parent, { classId, subject, message }, { api }) =>
    rest(
      api.read(
        api.rpc.classes[":id{[0-9]+}"].message.$post({
          param: { id: String(numericId(classId, "classId")) },
          json: { subject, message },
        }),
      ),
    ),
};
