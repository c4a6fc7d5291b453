/**
 * The customer's e-mails after a change they made themself (decision 033): a seat canceled, a
 * seat moved (also when staff moved it, decision 082). Their words are written by services/self-service-emails.ts, with the plain text
 * from the same words.
 */
import { EmailLayout } from "./layout";
import { Paragraph, Title } from "./parts";

export interface SelfCancelWords {
  subject: string;
  canceled: string;
  refund: string;
  money: string[];
  outro: string;
}

export function SelfCancelEmail(words: SelfCancelWords) {
  return (
    <EmailLayout title={words.subject} preview={words.canceled}>
      <Title>Canceled as you asked</Title>
      <Paragraph>{words.canceled}</Paragraph>
      <Paragraph>{words.refund}</Paragraph>
      {words.money.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Paragraph>{words.outro}</Paragraph>
    </EmailLayout>
  );
}

export interface SelfMoveWords {
  subject: string;
  /** The heading; "Moved as you asked" unless staff moved the seats (decision 082). */
  title?: string;
  moved: string;
  money: string;
  rule: string;
}

export function SelfMoveEmail(words: SelfMoveWords) {
  return (
    <EmailLayout title={words.subject} preview={words.moved}>
      <Title>{words.title ?? "Moved as you asked"}</Title>
      <Paragraph>{words.moved}</Paragraph>
      <Paragraph>{words.money}</Paragraph>
      <Paragraph>{words.rule}</Paragraph>
    </EmailLayout>
  );
}
