/**
 * The review request (decision 064): the day after a class, each attendee is asked how it went,
 * with a link that needs no account. Its words are written by services/review-emails.ts, the
 * plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { ActionButton, Paragraph, Title, type LinkWords } from "./parts";

export interface ReviewRequestWords {
  subject: string;
  greeting: string;
  thanks: string;
  ask: string;
  review: LinkWords;
  note: string;
}

export function ReviewRequestEmail(words: ReviewRequestWords) {
  return (
    <EmailLayout title={words.subject} preview={words.thanks}>
      <Title>How was your class?</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <Paragraph>{words.thanks}</Paragraph>
      <Paragraph>{words.ask}</Paragraph>
      <ActionButton {...words.review} />
      <Paragraph muted>{words.note}</Paragraph>
    </EmailLayout>
  );
}
