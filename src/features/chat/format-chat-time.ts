/**
 * A message's time of day in the page's language, from Intl and the locale's tag (the page gives it): "9:05 AM"
 * in English, the language's own clock and words elsewhere. The visitor's own time zone.
 */
export function formatChatTime(date: Date, tag: string): string {
  return new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit" }).format(date);
}
