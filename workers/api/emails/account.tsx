/**
 * The account's e-mails (decision 068): the link that verifies the e-mail a password sign-up
 * gave. Its words are written by services/email-verification.ts, with the plain text from the
 * same words.
 */
import { EmailLayout } from "./layout";
import { ActionButton, Paragraph, Title, type LinkWords } from "./parts";

export interface VerifyEmailWords {
  subject: string;
  ask: string;
  verify: LinkWords;
  orders: string;
  ignore: string;
}

export function VerifyEmailEmail(words: VerifyEmailWords) {
  return (
    <EmailLayout title={words.subject} preview={words.ask}>
      <Title>Verify your e-mail</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.ask}</Paragraph>
      <ActionButton {...words.verify} />
      <Paragraph>{words.orders}</Paragraph>
      <Paragraph muted>{words.ignore}</Paragraph>
    </EmailLayout>
  );
}
