/** The location form's fixed choices, shared by the form and its parser. */

/** The US zones a kitchen can be in, as the timezone select offers them. */
export const US_TIMEZONES = [
  { value: "America/New_York", label: "Eastern (America/New_York)" },
  { value: "America/Detroit", label: "Eastern (America/Detroit)" },
  { value: "America/Indiana/Indianapolis", label: "Eastern (America/Indiana/Indianapolis)" },
  { value: "America/Chicago", label: "Central (America/Chicago)" },
  { value: "America/Denver", label: "Mountain (America/Denver)" },
  { value: "America/Boise", label: "Mountain (America/Boise)" },
  { value: "America/Phoenix", label: "Mountain, no daylight saving (America/Phoenix)" },
  { value: "America/Los_Angeles", label: "Pacific (America/Los_Angeles)" },
  { value: "America/Anchorage", label: "Alaska (America/Anchorage)" },
  { value: "Pacific/Honolulu", label: "Hawaii (Pacific/Honolulu)" },
] as const;

export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
