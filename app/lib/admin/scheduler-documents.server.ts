/** The console's scheduler page (decision 062): every job and its latest runs. */
import { graphql } from "../../../graphql/generated/client";

export const ScheduledJobsDocument = graphql(`
  query ScheduledJobs {
    scheduledJobs {
      name
      title
      runs {
        id
        startedAt
        finishedAt
        status
        items
        more
        error
      }
    }
  }
`);
