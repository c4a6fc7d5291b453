/** Paths other routes redirect to by name (spec §2). */

/** The route the spec calls "home": the method choice. /maintenance always sends people here. */
export const HOME_PATH = "/choose-method";
