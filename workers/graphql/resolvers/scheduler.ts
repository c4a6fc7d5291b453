/** Query.scheduledJobs: REST GET scheduler/jobs (decision 062), in the schema's words. */
import type { QueryResolvers } from "../../../graphql/generated/resolvers.generated";
import { rest, upper } from "./rest";

export const scheduledJobs: NonNullable<QueryResolvers["scheduledJobs"]> = async (_parent, _args, { api }) => {
  const answer = await rest(api.read(api.rpc.scheduler.jobs.$get()));
  return answer.data.map((job) => ({
    name: job.name,
    title: job.title,
    runs: job.runs.map((run) => ({
      id: String(run.id),
      startedAt: run.started_at,
      finishedAt: run.finished_at,
      status: upper(run.status),
      items: run.items,
      more: run.more,
      error: run.error,
    })),
  }));
};
