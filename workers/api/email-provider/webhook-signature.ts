/**
 * Resend signs its webhooks the Svix way (decision 058): `svix-signature` holds one or more
 * `v1,<base64 HMAC-SHA256>` of `<svix-id>.<svix-timestamp>.<raw body>`, keyed with the bytes of
 * the endpoint's secret (`whsec_<base64>`). A timestamp more than five minutes off is refused,
 * so a captured delivery cannot be replayed later.
 */
const encoder = new TextEncoder();
const TOLERANCE_SECONDS = 5 * 60;

export interface SignedDelivery {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
}

export async function signWebhookPayload(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", secretBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestamp}.${body}`));
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}

/** Whether the delivery carries a valid signature of `secret`, made within the tolerance of `now`. */
export async function verifyWebhook(secret: string, delivery: SignedDelivery, now: Date): Promise<boolean> {
  const { id, timestamp, signature, body } = delivery;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  let expected: string;
  try {
    expected = await signWebhookPayload(secret, id, Number(timestamp), body);
  } catch {
    return false; // a secret that is not base64: nothing can match it
  }
  return signature.split(" ").some((candidate) => constantTimeEqual(candidate, expected));
}

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret;
  return Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
