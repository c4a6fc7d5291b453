/**
 * The go/no-go e-mails (decision 065): a class under its minimum is canceled (the refund, and
 * seats held on the next date), a class at its minimum is on, and the kitchen is told which. Their
 * words are written by services/go-no-go-emails.ts, the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { ActionButton, ClassCard, FactTable, LinkParagraph, Paragraph, Title, type FactRow, type LinkWords } from "./parts";
import type { ClassWords } from "./registration";

export interface UnderMinimumWords {
  subject: string;
  sorry: string;
  refund: string;
  /** Seats held on the next date of the same class, while there was one with room. */
  offer?: { text: string; claim: LinkWords; note: string };
  others?: LinkWords;
  outro: string;
}

export function UnderMinimumEmail(words: UnderMinimumWords) {
  return (
    <EmailLayout title={words.subject} preview={words.sorry}>
      <Title>Your class will not run</Title>
      <Paragraph>{words.sorry}</Paragraph>
      <Paragraph>{words.refund}</Paragraph>
      {words.offer && (
        <>
          <Paragraph>{words.offer.text}</Paragraph>
          <ActionButton {...words.offer.claim} />
          <Paragraph muted>{words.offer.note}</Paragraph>
        </>
      )}
      {words.others && <LinkParagraph {...words.others} />}
      <Paragraph>{words.outro}</Paragraph>
    </EmailLayout>
  );
}

export interface ClassOnWords {
  subject: string;
  greeting: string;
  class: ClassWords;
  note: string;
}

export function ClassOnEmail(words: ClassOnWords) {
  return (
    <EmailLayout title={words.subject} preview={words.greeting}>
      <Title>It's on!</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <ClassCard name={words.class.name} details={words.class.details} />
      <Paragraph>{words.note}</Paragraph>
    </EmailLayout>
  );
}

export interface GoNoGoStaffWords {
  subject: string;
  summary: string;
  facts: FactRow[];
  console?: LinkWords;
}

export function GoNoGoStaffEmail(words: GoNoGoStaffWords) {
  return (
    <EmailLayout title={words.subject} preview={words.summary}>
      <Title>{words.subject}</Title>
      <Paragraph>{words.summary}</Paragraph>
      <FactTable rows={words.facts} />
      {words.console && <LinkParagraph {...words.console} />}
    </EmailLayout>
  );
}
