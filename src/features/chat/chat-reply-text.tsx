import { Fragment } from "react";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "#contracts/locales.ts";
import { mailtoHref, telHref } from "#src/lib/shared/contact-links.ts";
import { whatsAppLink } from "#src/lib/shared/enquiry-link.ts";

/** What a reply may link to: the site's own pages and the agency's configured contacts, nothing else. */
export interface ReplyLinks {
  /** Paths of the site's pages in the page's language ("/contact", "/si/services/seo-optimization"). */
  sitePaths: readonly string[];
  whatsappNumber: string;
  /** Where a WhatsApp address in a reply leads: the chat with the widget's greeting. */
  whatsappHref: string;
  /** Phone numbers as people read them ("+94 77 123 4567"). */
  phones: readonly string[];
  emails: readonly string[];
}

export type ReplyPart =
  | { kind: "text"; text: string }
  | { kind: "page"; text: string; to: string }
  | { kind: "external"; text: string; href: string };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers = new WeakMap<ReplyLinks, RegExp>();
function linkable(links: ReplyLinks): RegExp {
  let pattern = matchers.get(links);
  if (!pattern) {
    pattern = new RegExp(
      [
        // The agency's WhatsApp address, with any prefilled text (not the punctuation after it).
        `${escapeRegExp(whatsAppLink(links.whatsappNumber))}(?:\\?text=[^\\s]*[^\\s.,;:!?)])?`,
        ...links.phones.map(escapeRegExp),
        ...links.emails.map((email) => `(?:mailto:)?${escapeRegExp(email)}`),
        // A path: not part of a word, a URL or a fraction ("24/7", "UI/UX").
        "(?<![\\w/.:])/[a-z0-9][a-z0-9-]*(?:/[a-z0-9-]+)*",
      ].join("|"),
      "g",
    );
    matchers.set(links, pattern);
  }
  return pattern;
}

function toLink(token: string, links: ReplyLinks, locale: Locale): ReplyPart | null {
  if (token.startsWith(whatsAppLink(links.whatsappNumber)))
    return { kind: "external", text: token, href: links.whatsappHref };
  if (links.phones.includes(token)) return { kind: "external", text: token, href: telHref(token) };
  const email = token.replace(/^mailto:/, "");
  if (links.emails.includes(email)) return { kind: "external", text: token, href: mailtoHref(email) };
  // The assistant names a page by its English path; the link goes to that page in the visitor's language
  // (the page's `sitePaths` are its own language's).
  const page = localizedPath(token, locale);
  if (links.sitePaths.includes(page)) return { kind: "page", text: token, to: page };
  return null;
}

/**
 * Splits a reply into text and links. Nothing in a reply is ever read as markup: React renders every part
 * as text, and a link is made only for a path of one of the site's pages or a configured contact value.
 */
export function splitReply(text: string, links: ReplyLinks, locale: Locale = DEFAULT_LOCALE): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkable(links))) {
    const [token] = match;
    const start = match.index ?? 0;
    const part = toLink(token, links, locale);
    if (!part) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push(part);
    last = start + token.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

const linkClass =
  "break-words font-semibold text-accent-800 underline decoration-accent-700/40 underline-offset-2 hover:decoration-accent-700";

export function ChatReplyText({
  text,
  links,
  locale,
  onNavigate,
}: {
  text: string;
  links: ReplyLinks;
  locale: Locale;
  onNavigate?: () => void;
}) {
  return (
    <>
      {splitReply(text, links, locale).map((part, index) => (
        <Fragment key={index}>
          {part.kind === "text" && part.text}
          {part.kind === "page" && (
            <a href={part.to} onClick={onNavigate} className={linkClass}>
              {part.text}
            </a>
          )}
          {part.kind === "external" && (
            <a
              href={part.href}
              className={linkClass}
              {...(part.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {part.text}
            </a>
          )}
        </Fragment>
      ))}
    </>
  );
}
