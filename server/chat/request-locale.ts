import { DEFAULT_LOCALE, isLocale, type Locale } from "#contracts/locales.ts";

/**
 * The language to answer a chat request in before its body has been read (a refused rate, a body too large,
 * no JSON): the most preferred of the site's languages in `Accept-Language`, which the chat sets to its page's
 * language (src/features/chat/send-chat-message.ts); English when it names none of them. Once the body is read,
 * its `locale` decides.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(",")
    .map((part, order) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: range.trim().split("-")[0]!.toLowerCase(), weight: q ? Number(q) : 1, order };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const preferred = ranges.map((range) => range.language).find(isLocale);
  return preferred ?? DEFAULT_LOCALE;
}
