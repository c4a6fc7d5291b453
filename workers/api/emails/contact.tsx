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

/** Staff's reply to a contact message (decision 073): their words, then what the writer sent. */
export interface ContactReplyWords {
  subject: string;
  greeting: string;
  /** Staff's reply, a paragraph each. */
  paragraphs: string[];
  quoteLead: string;
  /** What the writer sent, as typed. */
  original: string;
}

export function ContactReplyEmail(words: ContactReplyWords) {
  return (
    <EmailLayout title={words.subject} preview={words.paragraphs[0] ?? words.subject}>
      <Title>{words.subject}</Title>
      <Paragraph>{words.greeting}</Paragraph>
      {words.paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Paragraph muted>{words.quoteLead}</Paragraph>
      <Quote>{words.original}</Quote>
    </EmailLayout>
  );
}
