/**
 * The contact form's message to a kitchen (decision 030). Its words are written by
 * services/contact.ts, with the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { FactTable, Paragraph, Quote, Title, type FactRow } from "./parts";

export interface ContactMessageWords {
  subject: string;
  facts: FactRow[];
  /** What the writer typed, as typed. */
  message: string;
  reply: string;
}

export function ContactMessageEmail(words: ContactMessageWords) {
  return (
    <EmailLayout title={words.subject} preview={words.message}>
      <Title>A message from the contact form</Title>
      <FactTable rows={words.facts} />
      <Quote>{words.message}</Quote>
      <Paragraph>{words.reply}</Paragraph>
    </EmailLayout>
  );
}
