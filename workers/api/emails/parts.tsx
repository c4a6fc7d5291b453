/**
 * The pieces e-mails are made of (decision 059), each with its plain-text twin where its text is
 * not simply its words: a heading, paragraphs, links and a button, amounts and facts tables, a
 * class's when and where, a quoted message and a gift card code.
 */
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Heading } from "@react-email/heading";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { formatUsd } from "../../core/money";
import { colors, fonts, radius, type } from "./theme";

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: "16px 0 8px", color: colors.brandStrong, fontFamily: fonts.display, fontSize: type.xl, lineHeight: 1.2 }}>
      {children}
    </Heading>
  );
}

const paragraph = { margin: "12px 0", fontSize: type.md, lineHeight: type.leading, color: colors.ink } as const;

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? { ...paragraph, fontSize: type.sm, color: colors.muted } : paragraph}>{children}</Text>;
}

const linkStyle = { color: colors.brand, textDecoration: "underline" } as const;

/** A link with the words before it: "Changed your mind?" "Leave the waitlist" (an absolute href). */
export interface LinkWords {
  lead?: string;
  label: string;
  href: string;
}

/** A sentence that ends in a link. */
export function LinkParagraph({ lead, label, href, muted }: LinkWords & { muted?: boolean }) {
  return (
    <Paragraph muted={muted}>
      {lead && `${lead} `}
      <Link href={href} style={linkStyle}>
        {label}
      </Link>
    </Paragraph>
  );
}

/** A link's text: its words and the whole address, which a plain-text reader can copy. */
export const linkLine = ({ lead, label, href }: LinkWords) => `${lead ? `${lead} ` : ""}${label}: ${href}`;

/** The one thing the e-mail asks for (claim the seat, confirm the subscription), as a button. */
export function ActionButton({ label, href }: LinkWords) {
  return (
    <Section style={{ margin: "16px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: colors.surface,
          borderRadius: radius / 2,
          padding: "12px 20px",
          fontSize: type.md,
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

/** A label and an amount a line; negative amounts (discounts) as such. */
export type AmountRow = [label: string, cents: number];

export function AmountTable({ rows }: { rows: AmountRow[] }) {
  return (
    <Section style={{ margin: "12px 0", borderTop: `1px solid ${colors.border}` }}>
      {rows.map(([label, cents]) => (
        <Row key={label} style={{ borderBottom: `1px solid ${colors.border}` }}>
          <Column style={{ padding: "6px 0", fontSize: type.md }}>{label}</Column>
          <Column align="right" style={{ padding: "6px 0", fontSize: type.md, whiteSpace: "nowrap" }}>
            {formatUsd(cents)}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

export const amountLines = (rows: AmountRow[]) => rows.map(([label, cents]) => `${label}: ${formatUsd(cents)}`);

/** A label and a value a line: a request's or a message's facts. */
export type FactRow = [label: string, value: string];

export function FactTable({ rows }: { rows: FactRow[] }) {
  return (
    <Section style={{ margin: "12px 0" }}>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ width: "35%", padding: "4px 12px 4px 0", verticalAlign: "top", fontSize: type.sm, color: colors.muted }}>{label}</Column>
          <Column style={{ padding: "4px 0", verticalAlign: "top", fontSize: type.md }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}

export const factLines = (rows: FactRow[]) => rows.map(([label, value]) => `${label}: ${value}`);

/** A short list under a heading (what to bring): the heading in bold, a line per item. */
export function ItemList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <Section style={{ margin: "12px 0" }}>
      <Text style={{ margin: "0 0 4px", fontSize: type.md, fontWeight: 700, lineHeight: type.leading }}>{heading}</Text>
      {items.map((item, index) => (
        <Text key={index} style={{ margin: "0 0 4px", paddingLeft: 16, fontSize: type.md, lineHeight: type.leading }}>
          {`• ${item}`}
        </Text>
      ))}
    </Section>
  );
}

export const itemLines = (heading: string, items: readonly string[]) => [`${heading}:`, ...items.map((item) => `  - ${item}`)];

/** A picture at an absolute address, its size set so the message does not jump as it loads (decision 061). */
export interface PictureWords {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function Picture({ src, alt, width, height }: PictureWords) {
  return <Img src={src} alt={alt} width={width} height={height} style={{ width: "100%", maxWidth: width, height: "auto", borderRadius: radius / 2 }} />;
}

/** A class (or meal kit) in a box: its picture when there is one, its name in bold (a link to its page when known), then when, where and what. */
export function ClassCard({ name, details, picture, href }: { name: string; details: string[]; picture?: PictureWords; href?: string }) {
  return (
    <Section style={{ margin: "12px 0", padding: "12px 16px", backgroundColor: colors.brandTint, borderRadius: radius / 2 }}>
      {picture && (
        <Section style={{ margin: "0 0 12px" }}>
          <Picture {...picture} />
        </Section>
      )}
      <Text style={{ margin: 0, fontSize: type.md, fontWeight: 700, lineHeight: type.leading }}>
        {href ? (
          <Link href={href} style={{ ...linkStyle, color: colors.brandStrong }}>
            {name}
          </Link>
        ) : (
          name
        )}
      </Text>
      {details.map((detail, index) => (
        <Text key={index} style={{ margin: 0, fontSize: type.md, lineHeight: type.leading }}>
          {detail}
        </Text>
      ))}
    </Section>
  );
}

/** Its text: the name, then each detail indented under it, then its page's address when known. */
export const classCardLines = (name: string, details: string[], href?: string) => [name, ...details.map((detail) => `  ${detail}`), ...(href ? [`  ${href}`] : [])];

/** Words someone wrote (a gift card's message, a contact form's), set apart, their line breaks kept. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text style={{ ...paragraph, margin: "16px 0", padding: "4px 0 4px 16px", borderLeft: `4px solid ${colors.brand}`, whiteSpace: "pre-wrap" }}>
      {children}
    </Text>
  );
}

/** A code the reader types somewhere, large and spaced. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <Text style={{ margin: "8px 0 16px", fontFamily: fonts.code, fontSize: 24, fontWeight: 700, letterSpacing: "0.1em", color: colors.ink }}>
      {children}
    </Text>
  );
}
