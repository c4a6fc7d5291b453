import { formatPhone, normalizePhone } from "../../../workers/core/input-formats";

/**
 * A kitchen's phone as a tap-to-call link, "(435) 555-0123". A stored number that is not a US
 * number is shown as text (no link that dials something else); an empty one renders nothing, so
 * a kitchen without a phone never gets an empty, unnamed link.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const digits = normalizePhone(phone);
  if (digits === null) return phone.trim() === "" ? null : <span className={className}>{phone}</span>;
  return (
    <a className={className} href={`tel:+1${digits}`}>
      {formatPhone(digits)}
    </a>
  );
}
