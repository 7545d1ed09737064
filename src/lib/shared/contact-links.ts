/** `tel:` link for a phone number as people read it ("+94 77 123 4567" → "tel:+94771234567"). */
export function telHref(display: string): string {
  return `tel:${display.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
