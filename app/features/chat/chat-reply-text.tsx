import { Fragment } from "react";
import { Link } from "react-router";
import { chatContent } from "~/content/chat";
import { siteConfig } from "~/content/site-config";
import { sitePages } from "~/content/site-map";
import { buildEnquiryLink } from "~/lib/build-enquiry-link";
import { mailtoHref, telHref } from "~/lib/contact-links";

export type ReplyPart =
  | { kind: "text"; text: string }
  | { kind: "page"; text: string; to: string }
  | { kind: "external"; text: string; href: string };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const { contact } = siteConfig;
const whatsappBase = `https://wa.me/${contact.whatsappNumber}`;
const phones: string[] = Object.values(contact.phones).map((phone) => phone.display);
const emails: string[] = Object.values(contact.emails);
const pagePaths = new Set(sitePages.map((page) => page.path));

// Only these become links: the configured WhatsApp, phone and email values, and paths of this site.
const LINKABLE = new RegExp(
  [
    `${escapeRegExp(whatsappBase)}(?:\\?text=[^\\s]*)?`,
    ...phones.map(escapeRegExp),
    ...emails.map((email) => `(?:mailto:)?${escapeRegExp(email)}`),
    "(?<![\\w/.:])/[a-z0-9][a-z0-9-]*(?:/[a-z0-9-]+)*",
  ].join("|"),
  "g",
);

/**
 * Splits a reply into text and links. Nothing in a reply is ever read as markup: React renders every part
 * as text, and a link is made only for a site path that exists or a contact value from the site config.
 */
export function splitReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [token] = match;
    const start = match.index ?? 0;
    const part = toLink(token);
    if (!part) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push(part);
    last = start + token.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

function toLink(token: string): ReplyPart | null {
  if (token.startsWith(whatsappBase)) {
    return { kind: "external", text: token, href: buildEnquiryLink(chatContent.widget.whatsappGreeting) };
  }
  if (phones.includes(token)) return { kind: "external", text: token, href: telHref(token) };
  const email = token.replace(/^mailto:/, "");
  if (emails.includes(email)) return { kind: "external", text: token, href: mailtoHref(email) };
  if (pagePaths.has(token)) return { kind: "page", text: token, to: token };
  return null;
}

const linkClass =
  "font-semibold text-accent-800 underline decoration-accent-700/40 underline-offset-2 hover:decoration-accent-700 break-words";

export function ChatReplyText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <>
      {splitReply(text).map((part, index) => (
        <Fragment key={index}>
          {part.kind === "text" && part.text}
          {part.kind === "page" && (
            <Link to={part.to} onClick={onNavigate} className={linkClass}>
              {part.text}
            </Link>
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
