/**
 * Staff's message to a class's attendees (decision 066): their subject and words, under the
 * class's card. The words are written by services/class-message-email.ts, the plain text the same.
 */
import { EmailLayout } from "./layout";
import { ClassCard, Paragraph, Title } from "./parts";
import type { ClassWords } from "./registration";

export interface ClassMessageWords {
  subject: string;
  /** Staff's message, a paragraph each. */
  paragraphs: string[];
  class: ClassWords;
  outro: string;
}

export function ClassMessageEmail(words: ClassMessageWords) {
  return (
    <EmailLayout title={words.subject} preview={words.paragraphs[0] ?? words.subject}>
      <Title>{words.subject}</Title>
      {words.paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <ClassCard name={words.class.name} details={words.class.details} />
      <Paragraph muted>{words.outro}</Paragraph>
    </EmailLayout>
  );
}
