/**
 * The e-mails of a waitlist (decision 037): joined, a seat offered, and what staff changes do to
 * it (the class canceled, an offer withdrawn, an entry removed). Their words are written by
 * services/waitlist-emails.ts, with the plain text from the same words. Links begin with the
 * ORIGIN placeholder, replaced by the entry's own origin in the statement that queues them.
 */
import { EmailLayout } from "./layout";
import { ActionButton, LinkParagraph, Paragraph, Title, type LinkWords } from "./parts";

export interface WaitlistJoinWords {
  subject: string;
  joined: string;
  how: string;
  leave: LinkWords;
}

export function WaitlistJoinEmail(words: WaitlistJoinWords) {
  return (
    <EmailLayout title={words.subject} preview={words.joined}>
      <Title>You&apos;re on the waitlist</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.joined}</Paragraph>
      <Paragraph>{words.how}</Paragraph>
      <LinkParagraph {...words.leave} />
    </EmailLayout>
  );
}

export interface WaitlistOfferWords {
  subject: string;
  offer: string;
  claim: LinkWords;
  hold: string;
  leave: LinkWords;
}

export function WaitlistOfferEmail(words: WaitlistOfferWords) {
  return (
    <EmailLayout title={words.subject} preview={words.offer}>
      <Title>A seat opened</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.offer}</Paragraph>
      <ActionButton {...words.claim} />
      <Paragraph>{words.hold}</Paragraph>
      <LinkParagraph {...words.leave} />
    </EmailLayout>
  );
}

/** The class canceled, or the person taken off its list: what happened, and other classes. */
export interface WaitlistClosedWords {
  subject: string;
  heading: string;
  what: string;
  more: LinkWords;
}

export function WaitlistClosedEmail(words: WaitlistClosedWords) {
  return (
    <EmailLayout title={words.subject} preview={words.what}>
      <Title>{words.heading}</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.what}</Paragraph>
      <LinkParagraph {...words.more} />
    </EmailLayout>
  );
}

export interface OfferWithdrawnWords {
  subject: string;
  what: string;
  back: string;
}

export function OfferWithdrawnEmail(words: OfferWithdrawnWords) {
  return (
    <EmailLayout title={words.subject} preview={words.what}>
      <Title>The offered seat is no longer available</Title>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{words.what}</Paragraph>
      <Paragraph>{words.back}</Paragraph>
    </EmailLayout>
  );
}
