/**
 * The one frame of every e-mail (decision 059): the shop's name on its green, the message on a
 * white card over the shop's cream, and the footer "Cache Valley Kitchen · Logan, UT".
 */
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { SHOP, SIGNATURE } from "./render";
import { colors, fonts, radius, type } from "./theme";

const PREVIEW_LENGTH = 140;

/**
 * The inbox's one-line preview: cut at a space, so no placeholder SQL replaces later
 * ({{ORDER_NUMBER}}, which holds none) is ever cut in two (React Email's Preview cuts at 150).
 */
export function previewOf(words: string): string {
  if (words.length <= PREVIEW_LENGTH) return words;
  const space = words.lastIndexOf(" ", PREVIEW_LENGTH);
  return `${words.slice(0, space > 0 ? space : PREVIEW_LENGTH)}…`;
}

export function EmailLayout({ title, preview, children }: { title: string; preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={{ margin: 0, padding: "24px 12px", backgroundColor: colors.bg, color: colors.ink, fontFamily: fonts.body }}>
        <Preview>{previewOf(preview)}</Preview>
        <Container style={{ maxWidth: 600, backgroundColor: colors.surface, border: `1px solid ${colors.border}`, borderRadius: radius }}>
          <Section style={{ padding: "16px 24px", backgroundColor: colors.brand, borderRadius: `${radius}px ${radius}px 0 0` }}>
            <Text style={{ margin: 0, color: colors.surface, fontFamily: fonts.display, fontSize: type.lg, fontWeight: 700, lineHeight: 1.2 }}>{SHOP}</Text>
          </Section>
          <Section style={{ padding: "8px 24px 16px" }}>{children}</Section>
          <Hr style={{ margin: 0, borderTop: `1px solid ${colors.border}` }} />
          <Section style={{ padding: "12px 24px" }}>
            <Text style={{ margin: 0, color: colors.muted, fontSize: type.sm, lineHeight: type.leading }}>{SIGNATURE}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
