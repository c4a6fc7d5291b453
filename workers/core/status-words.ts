// The statuses of orders and class registrations in a customer's words (decision 054): every
// page a customer sees says "Partly refunded", never PARTIALLY_REFUNDED. Takes GraphQL's enum
// values (PARTIALLY_REFUNDED) and REST's (partially_refunded) alike.

const ORDER_STATUS_WORDS: Readonly<Record<string, string>> = {
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  canceled: "Canceled",
};

const REGISTRATION_STATUS_WORDS: Readonly<Record<string, string>> = {
  registered: "Booked",
  attended: "Attended",
  no_show: "Missed",
  canceled: "Canceled",
  refunded: "Canceled and refunded",
};

/** A status nobody worded yet still reads as words: "SOME_STATUS" → "Some status". */
function plainWords(status: string): string {
  const words = status.toLowerCase().replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const orderStatusWords = (status: string): string => ORDER_STATUS_WORDS[status.toLowerCase()] ?? plainWords(status);

export const registrationStatusWords = (status: string): string => REGISTRATION_STATUS_WORDS[status.toLowerCase()] ?? plainWords(status);
