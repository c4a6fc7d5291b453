/**
 * The e-mails of an order (decisions 012 and 021): the confirmation, a gift card to its
 * recipient and its receipt to the buyer, and a refund. Their words are written by the builders
 * in services/emails.ts, which also write the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { AmountTable, ClassCard, Code, Paragraph, Quote, Title, type AmountRow } from "./parts";

export interface OrderConfirmationWords {
  subject: string;
  /** The order's number: the placeholder the fulfilment batch replaces. */
  order_number: string;
  intro: string;
  lines: { name: string; details: string[] }[];
  amounts: AmountRow[];
  notes: string[];
}

export function OrderConfirmationEmail(words: OrderConfirmationWords) {
  return (
    <EmailLayout title={words.subject} preview={words.intro}>
      <Title>Thank you for your order {words.order_number}</Title>
      <Paragraph>{words.intro}</Paragraph>
      {words.lines.map((line, index) => (
        <ClassCard key={index} name={line.name} details={line.details} />
      ))}
      <AmountTable rows={words.amounts} />
      {words.notes.map((note) => (
        <Paragraph key={note}>{note}</Paragraph>
      ))}
    </EmailLayout>
  );
}

export interface GiftCardWords {
  subject: string;
  intro: string;
  /** The buyer's message to the recipient; "" for none. */
  message: string;
  code: string;
  use: string;
}

export function GiftCardEmail(words: GiftCardWords) {
  return (
    <EmailLayout title={words.subject} preview={words.intro}>
      <Title>A gift card for you</Title>
      <Paragraph>{words.intro}</Paragraph>
      {words.message && <Quote>{words.message}</Quote>}
      <Paragraph>Your gift card code:</Paragraph>
      <Code>{words.code}</Code>
      <Paragraph>{words.use}</Paragraph>
    </EmailLayout>
  );
}

export interface GiftCardReceiptWords {
  subject: string;
  order_number: string;
  intro: string;
  amounts: AmountRow[];
}

export function GiftCardReceiptEmail(words: GiftCardReceiptWords) {
  return (
    <EmailLayout title={words.subject} preview={words.intro}>
      <Title>Order {words.order_number}</Title>
      <Paragraph>{words.intro}</Paragraph>
      <AmountTable rows={words.amounts} />
    </EmailLayout>
  );
}

export interface RefundWords {
  subject: string;
  intro: string;
  amounts: AmountRow[];
  outro: string;
}

export function RefundEmail(words: RefundWords) {
  return (
    <EmailLayout title={words.subject} preview={words.intro}>
      <Title>Your refund</Title>
      <Paragraph>{words.intro}</Paragraph>
      <AmountTable rows={words.amounts} />
      <Paragraph>{words.outro}</Paragraph>
    </EmailLayout>
  );
}
