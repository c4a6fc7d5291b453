/** The most tracking events one batch carries: the api's events/batch and graphql's trackEvents (decision 052). */
export const MAX_TRACKED_EVENTS = 50;
