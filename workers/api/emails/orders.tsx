/**
 * The e-mails of an order (decisions 012 and 021): the confirmation, a gift card to its
 * recipient and its receipt to the buyer, and a refund. Their words are written by the builders
 * in services/emails.ts, which also write the plain text from the same words.
 */
import { EmailLayout } from "./layout";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { AmountTable, ClassCard, Code, LinkParagraph, Paragraph, Picture, Quote, Title, type AmountRow, type LinkWords, type PictureWords } from "./parts";
import { SHOP } from "./render";
import { colors, fonts, radius, type } from "./theme";

export interface OrderConfirmationWords {
  subject: string;
  /** The order's number: the placeholder the fulfilment batch replaces. */
  order_number: string;
  intro: string;
  lines: { name: string; details: string[]; picture?: PictureWords; href?: string }[];
  amounts: AmountRow[];
  notes: string[];
}

export function OrderConfirmationEmail(words: OrderConfirmationWords) {
  return (
    <EmailLayout title={words.subject} preview={words.intro}>
      <Title>Thank you for your order {words.order_number}</Title>
      <Paragraph>{words.intro}</Paragraph>
      {words.lines.map((line, index) => (
        <ClassCard key={index} {...line} />
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
  amount: string;
  code: string;
  /** Its design (issue 30 part 8): the name, and the picture when the shop's origin is known. */
  design: { name: string; picture: PictureWords | null };
  use: string;
  /** Where to spend it and check its balance, when the shop's origin is known. */
  links: LinkWords[];
}

/**
 * The card itself, drawn in the shop's colours rather than as a picture (decision 061): mail
 * clients that hold back pictures still show the amount and the code.
 */
function GiftCardFace({ amount, code }: { amount: string; code: string }) {
  return (
    <Section style={{ margin: "16px 0", padding: "20px 24px", backgroundColor: colors.brand, borderRadius: radius }}>
      <Text style={{ margin: 0, color: colors.surface, fontFamily: fonts.display, fontSize: type.md, lineHeight: 1.2 }}>{SHOP} gift card</Text>
      <Text style={{ margin: "8px 0 16px", color: colors.surface, fontFamily: fonts.display, fontSize: 40, fontWeight: 700, lineHeight: 1.1 }}>{amount}</Text>
      <Section style={{ padding: "4px 16px 0", backgroundColor: colors.surface, borderRadius: radius / 2 }}>
        <Code>{code}</Code>
      </Section>
    </Section>
  );
}

export function GiftCardEmail(words: GiftCardWords) {
  return (
    <EmailLayout title={words.subject} preview={words.intro}>
      <Title>A gift card for you</Title>
      <Paragraph>{words.intro}</Paragraph>
      {words.message && <Quote>{words.message}</Quote>}
      {words.design.picture && <Picture {...words.design.picture} />}
      <GiftCardFace amount={words.amount} code={words.code} />
      <Paragraph>{words.use}</Paragraph>
      {words.links.map((link) => (
        <LinkParagraph key={link.href} {...link} />
      ))}
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
