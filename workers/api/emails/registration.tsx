/**
 * The e-mails about one registration that staff send (spec §7 confirmation and reminder), a
 * canceled class's (decision 021) and a private class's booking link (decision 022). Their words
 * are written by services/registration-emails.ts, with the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { ActionButton, ClassCard, ItemList, LinkParagraph, Paragraph, Title, type LinkWords } from "./parts";

/** A class as these e-mails show it: its name, when (in its kitchen's zone) and where. */
export interface ClassWords {
  name: string;
  details: string[];
}

export interface RegistrationConfirmationWords {
  subject: string;
  greeting: string;
  class: ClassWords;
  paid: string;
}

export function RegistrationConfirmationEmail(words: RegistrationConfirmationWords) {
  return (
    <EmailLayout title={words.subject} preview={words.greeting}>
      <Title>Your seat is saved</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <ClassCard name={words.class.name} details={words.class.details} />
      <Paragraph>{words.paid}</Paragraph>
      <Paragraph>See you in the kitchen!</Paragraph>
    </EmailLayout>
  );
}

export interface ClassReminderWords {
  subject: string;
  greeting: string;
  class: ClassWords & { href?: string };
  /** The kitchen's street address, and its maps link. */
  address: LinkWords;
  bring: { heading: string; items: readonly string[] };
  arrive: string;
  /** The class's .ics, when the shop's address is known. */
  calendar?: LinkWords;
  /** The booking's cancel/move page while the policy allows it. */
  manage?: LinkWords;
}

/** The reminder the scheduler sends before each class (decision 063), and staff's by hand. */
export function ClassReminderEmail(words: ClassReminderWords) {
  return (
    <EmailLayout title={words.subject} preview={words.greeting}>
      <Title>See you soon</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <ClassCard name={words.class.name} details={words.class.details} href={words.class.href} />
      <LinkParagraph {...words.address} />
      {words.bring.items.length > 0 && <ItemList {...words.bring} />}
      <Paragraph>{words.arrive}</Paragraph>
      {words.calendar && <LinkParagraph {...words.calendar} />}
      {words.manage && <LinkParagraph {...words.manage} muted />}
    </EmailLayout>
  );
}

export interface ClassCanceledWords {
  subject: string;
  sorry: string;
  /** Staff's message, a paragraph each (decision 077). */
  message: string[];
  refund: string;
  outro: string;
}

export function ClassCanceledEmail(words: ClassCanceledWords) {
  return (
    <EmailLayout title={words.subject} preview={words.sorry}>
      <Title>Your class is canceled</Title>
      <Paragraph>{words.sorry}</Paragraph>
      {words.message.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Paragraph>{words.refund}</Paragraph>
      <Paragraph>{words.outro}</Paragraph>
    </EmailLayout>
  );
}

export interface ClassMovedWords {
  subject: string;
  greeting: string;
  class: ClassWords;
  message: string[];
  money: string;
  outro: string;
}

/** Staff moved everyone of a class to another date (decision 077). */
export function ClassMovedEmail(words: ClassMovedWords) {
  return (
    <EmailLayout title={words.subject} preview={words.greeting}>
      <Title>Your class has a new date</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <ClassCard name={words.class.name} details={words.class.details} />
      {words.message.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      <Paragraph>{words.money}</Paragraph>
      <Paragraph>{words.outro}</Paragraph>
    </EmailLayout>
  );
}

export interface PrivateClassWords {
  subject: string;
  greeting: string;
  class: ClassWords;
  /** The class page, absolute: the only way to it, since a private class is never listed. */
  book: LinkWords;
  share: string;
}

export function PrivateClassEmail(words: PrivateClassWords) {
  return (
    <EmailLayout title={words.subject} preview={words.greeting}>
      <Title>Your private class is set</Title>
      <Paragraph>{words.greeting}</Paragraph>
      <ClassCard name={words.class.name} details={words.class.details} />
      <ActionButton {...words.book} />
      <Paragraph muted>{words.book.href}</Paragraph>
      <Paragraph>{words.share}</Paragraph>
      <Paragraph>Questions? Just reply to this e-mail.</Paragraph>
    </EmailLayout>
  );
}
