/**
 * How every e-mail the shop writes is made (decision 059): a React Email component renders the
 * HTML, synchronously with react-dom/server (builders feed D1 batch statements, so they stay
 * sync, and React Email's own render would add prettier and html-to-text to the api worker), and
 * the plain text is written from the same words by `plainText`. React escapes every value in
 * the HTML; the placeholders that SQL replaces later ({{ORDER_NUMBER}}, {{ORIGIN}}, {{TOKEN}},
 * {{REQUEST_ID}}) hold no character it escapes, so they come out unchanged.
 */
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const SHOP = "Cache Valley Kitchen";
export const SIGNATURE = `${SHOP} · Logan, UT`;

export interface EmailBody {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of the plain text, or lines kept together; empty ones are left out. */
export type TextBlock = string | readonly (string | false | null | undefined)[] | false | null | undefined;

/** The plain-text version: blocks a blank line apart, the signature last. */
export function plainText(blocks: readonly TextBlock[]): string {
  return [...blocks, SIGNATURE]
    .map((block) => (typeof block === "string" || !block ? block || "" : block.filter(Boolean).join("\n")))
    .filter((block) => block !== "")
    .join("\n\n");
}

// React Email's render() writes this doctype; mail clients read XHTML 1.0 Transitional best.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** One message: its component with its words for the HTML, and the same words as plain text. */
export function emailBody<Words extends { subject: string }>(message: ComponentType<Words>, words: Words, text: readonly TextBlock[]): EmailBody {
  return { subject: words.subject, text: plainText(text), html: DOCTYPE + renderToStaticMarkup(createElement(message, words)) };
}
