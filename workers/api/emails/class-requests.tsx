/**
 * The e-mails of a private-class request (decision 032): the request's facts to the requester and
 * to the kitchen, and each status move to the requester. Their words are written by
 * services/class-requests.ts, with the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { FactTable, LinkParagraph, Paragraph, Title, type FactRow, type LinkWords } from "./parts";

/** A request as received: to the requester (with their status page) or to the kitchen (with the console's). */
export interface ClassRequestWords {
  subject: string;
  heading: string;
  before: string[];
  facts: FactRow[];
  link: LinkWords;
}

export function ClassRequestEmail(words: ClassRequestWords) {
  return (
    <EmailLayout title={words.subject} preview={words.before.join(" ")}>
      <Title>{words.heading}</Title>
      {words.before.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <FactTable rows={words.facts} />
      <LinkParagraph {...words.link} />
    </EmailLayout>
  );
}

export interface ClassRequestStatusWords {
  subject: string;
  greeting: string;
  status: string;
  /** Why it was declined; "" otherwise. */
  why: string;
  /** The class it became, when scheduled, then the request's own page. */
  links: LinkWords[];
}

export function ClassRequestStatusEmail(words: ClassRequestStatusWords) {
  return (
    <EmailLayout title={words.subject} preview={words.status}>
      <Title>Your private-class request</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <Paragraph>{words.status}</Paragraph>
      {words.why && <Paragraph>{words.why}</Paragraph>}
      {words.links.map((link) => (
        <LinkParagraph key={link.href} {...link} />
      ))}
    </EmailLayout>
  );
}
