/** Query.auditRecords and the AuditRecord type: REST GET audit (decision 019). */
import type { AuditLinkResolvers, AuditRecordResolvers, QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { params } from "../datasources/api";
import { rest } from "./rest";

export const auditRecords: NonNullable<QueryResolvers["auditRecords"]> = async (_parent, { filter, limit, offset }, { api }) => {
  // "Any of no records" is none, not the whole log.
  if (filter?.records?.length === 0) return { records: [], total: 0 };
  const page = await rest(
    api.read(
      api.rpc.audit.$get({
        query: params({
          resource: filter?.resource,
          resource_id: filter?.resourceId,
          records: filter?.records?.map((record) => `${record.resource}:${record.resourceId}`).join(","),
          actor: filter?.actor,
          action: filter?.action,
          from: filter?.from,
          to: filter?.to,
          limit,
          offset,
        }),
      }),
    ),
  );
  return { records: page.data, total: page.meta.total };
};

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const AuditRecord: AuditRecordResolvers = {
  id: (record) => String(record.id),
  actorId: (record) => (record.actor_id === null ? null : String(record.actor_id)),
  actorEmail: (record) => record.actor_email,
  resourceId: (record) => record.resource_id,
  before: (record) => asJson(record.before),
  after: (record) => asJson(record.after),
  createdAt: (record) => record.created_at,
  timeZone: (record) => record.time_zone,
};

export const AuditLink: AuditLinkResolvers = {
  resourceId: (link) => link.resource_id,
};
