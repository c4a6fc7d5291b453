/**
 * The pay link e-mailed to a caller (decision 081): what staff booked for them, the amount, the
 * button to the shop's pay page and until when the seats are held. The words are written by
 * services/pay-link-email.ts, the plain text the same.
 */
import { EmailLayout } from "./layout";
import { ActionButton, ClassCard, Paragraph, Title, type LinkWords } from "./parts";
import type { ClassWords } from "./registration";

export interface PayLinkWords {
  subject: string;
  greeting: string;
  booked: string;
  class: ClassWords;
  pay: LinkWords;
  hold: string;
  outro: string;
}

export function PayLinkEmail(words: PayLinkWords) {
  return (
    <EmailLayout title={words.subject} preview={words.booked}>
      <Title>Your booking is waiting for payment</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <Paragraph>{words.booked}</Paragraph>
      <ClassCard name={words.class.name} details={words.class.details} />
      <ActionButton {...words.pay} />
      <Paragraph>{words.hold}</Paragraph>
      <Paragraph muted>{words.outro}</Paragraph>
    </EmailLayout>
  );
}
