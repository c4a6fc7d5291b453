/** The manifest's forms (decision 066), shared by the page and its action: intents, and the limits of workers/core/class-message.ts. */
export const ATTENDANCE_INTENT = "attendance";
export const MESSAGE_INTENT = "message";
export { MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX } from "../../../workers/core/class-message";

export type ManifestActionData = {
  intent: string;
  registrationId?: string;
  errors: Record<string, string[]>;
  /** What a refused message said, to show again. */
  values?: { subject: string; message: string };
};
