/**
 * What the local stand-in of the provider received (scripts/resend-local.ts, `GET /_local/inbox`):
 * the development mailbox shows it beside each message's delivery state (issue 26 part 2). Only
 * a stand-in answers this; pointed at Resend itself, nothing is asked.
 */
import { z } from "zod";
import { RESEND_API_BASE } from "./resend";

export interface ReceivedMessage {
  receivedAt: string;
  /** The webhook events the stand-in sent about it, in order (email.sent, email.delivered…). */
  events: string[];
}

const inboxAnswer = z.object({
  messages: z.array(z.object({ id: z.string(), receivedAt: z.string(), events: z.array(z.string()) })),
});

/** The stand-in's messages by their provider id; undefined when there is no stand-in or it did not answer. */
export async function localProviderInbox(
  config: { apiKey?: string; baseUrl?: string },
  to?: string,
): Promise<Map<string, ReceivedMessage> | undefined> {
  const base = config.baseUrl;
  if (!base || !config.apiKey || base === RESEND_API_BASE) return undefined;
  try {
    const address = new URL("/_local/inbox", base);
    if (to) address.searchParams.set("to", to);
    const response = await fetch(address, { headers: { authorization: `Bearer ${config.apiKey}` }, signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return undefined;
    const answer = inboxAnswer.safeParse(await response.json());
    if (!answer.success) return undefined;
    return new Map(answer.data.messages.map(({ id, receivedAt, events }) => [id, { receivedAt, events }]));
  } catch {
    return undefined;
  }
}
