// A phone number as a link that dials it (a contact's, a return visit's).

/** A number as a tel: link dials it: digits, and a leading + for an international number. */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
