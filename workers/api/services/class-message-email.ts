/**
 * The words of staff's message to a class's attendees (decision 066), written once: the HTML is
 * its React Email component (workers/api/emails/class-message.tsx), the plain text the same words.
 */
import { formatClassDate, formatClassTime } from "../../core/dates";
import { ClassMessageEmail } from "../emails/class-message";
import { classCardLines } from "../emails/parts";
import { emailBody, type EmailBody } from "../emails/render";
import { messageParagraphs } from "./registration-emails";

export interface MessagedClass {
  name: string;
  date: string;
  timezone: string;
  location_name: string;
}

/** One e-mail for every attendee: staff's subject and message (paragraphs a blank line apart). */
export function classMessageEmail(cls: MessagedClass, message: { subject: string; message: string }): EmailBody {
  const words = {
    subject: message.subject,
    paragraphs: messageParagraphs(message.message),
    class: {
      name: cls.name,
      details: [`${formatClassDate(cls.date, cls.timezone)} at ${formatClassTime(cls.date, cls.timezone)}`, `At ${cls.location_name}`],
    },
    outro: `You are getting this because you booked ${cls.name}. Questions? Just reply to this e-mail.`,
  };
  return emailBody(ClassMessageEmail, words, [...words.paragraphs, classCardLines(words.class.name, words.class.details), words.outro]);
}
