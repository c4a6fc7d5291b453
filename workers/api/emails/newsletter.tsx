/**
 * The newsletter's e-mails (decision 030): the double opt-in's confirm request, and the note to
 * an address already subscribed; each ends with its unsubscribe link. Their words are written by
 * services/newsletter.ts, with the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { ActionButton, LinkParagraph, Paragraph, Title, type LinkWords } from "./parts";

export interface NewsletterConfirmWords {
  subject: string;
  ask: string;
  confirm: LinkWords;
  ignore: string;
  unsubscribe: LinkWords;
}

export function NewsletterConfirmEmail(words: NewsletterConfirmWords) {
  return (
    <EmailLayout title={words.subject} preview={words.ask}>
      <Title>Confirm your newsletter</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.ask}</Paragraph>
      <ActionButton {...words.confirm} />
      <Paragraph>{words.ignore}</Paragraph>
      <LinkParagraph muted {...words.unsubscribe} />
    </EmailLayout>
  );
}

export interface AlreadySubscribedWords {
  subject: string;
  note: string;
  unsubscribe: LinkWords;
}

export function AlreadySubscribedEmail(words: AlreadySubscribedWords) {
  return (
    <EmailLayout title={words.subject} preview={words.note}>
      <Title>Already subscribed</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.note}</Paragraph>
      <LinkParagraph muted {...words.unsubscribe} />
    </EmailLayout>
  );
}
