/**
 * The key that encrypts staff's TOTP secrets in D1 (decision 078): SECOND_FACTOR_KEY, the base64
 * of 32 random bytes (`openssl rand -base64 32`), a secret in production. Development and tests
 * use a fixed key when it is not set, like the sandbox's webhook secret: it guards nothing of value.
 * A set key that is not 32 bytes of base64 is refused, and so is production without one.
 */
import { z } from "zod";
import type { ApiEnv } from "../env";
import { ApiError } from "./errors";

const DEVELOPMENT_KEY = "ZGV2ZWxvcG1lbnQtb25seS1zZWNvbmQtZmFjdG9yISE=";

const keyText = z
  .string()
  .trim()
  .refine((text) => {
    try {
      return atob(text).length === 32;
    } catch {
      return false;
    }
  }, "SECOND_FACTOR_KEY must be the base64 of 32 bytes");

/** The AES-GCM key, or a 503 naming what is missing (the rest of the api keeps working). */
export async function secondFactorKey(env: Pick<ApiEnv, "SECOND_FACTOR_KEY" | "ENVIRONMENT">): Promise<CryptoKey> {
  const text = env.SECOND_FACTOR_KEY || (env.ENVIRONMENT === "production" ? undefined : DEVELOPMENT_KEY);
  const parsed = keyText.safeParse(text);
  if (!parsed.success) {
    console.error("api: second factor unavailable:", text === undefined ? "SECOND_FACTOR_KEY is not set" : parsed.error.issues[0]?.message);
    throw new ApiError(503, "SECOND_FACTOR_UNAVAILABLE", "The second factor cannot be checked right now");
  }
  const bytes = Uint8Array.from(atob(parsed.data), (letter) => letter.charCodeAt(0));
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** base64(IV ‖ ciphertext); a fresh 12-byte IV each time. */
export async function encryptSecret(key: CryptoKey, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(secret)));
  return base64(new Uint8Array([...iv, ...sealed]));
}

export async function decryptSecret(key: CryptoKey, encrypted: string): Promise<string> {
  const bytes = Uint8Array.from(atob(encrypted), (letter) => letter.charCodeAt(0));
  const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, 12) }, key, bytes.slice(12));
  return new TextDecoder().decode(opened);
}
