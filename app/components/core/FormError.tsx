/** A form's own refusal (not one field's), said first and read out at once; nothing when there is none. */
export function FormError({ messages, wide = false }: { messages?: readonly string[] | null; wide?: boolean }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className={wide ? "admin-error admin-form__full" : "admin-error"} role="alert">
      {messages.join(" ")}
    </p>
  );
}
