import { Mail, MessageCircle, Phone } from "lucide-react";
import { telHref } from "~/lib/contact-links.ts";

export interface DirectContact {
  title: string;
  text: string;
  whatsapp: { label: string; href: string };
  phone: string;
  email: string;
}

/**
 * Shown beside a form only when the browser runs no JavaScript: the form cannot send, so it says how to reach
 * the agency directly instead of failing silently. Pages place it next to the form's island (static HTML: none
 * of it ships as code).
 */
export function NoScriptContact({
  contact,
  tone = "light",
  className = "",
}: {
  contact: DirectContact;
  tone?: "light" | "dark";
  className?: string;
}) {
  const link = tone === "dark" ? "text-accent-300 underline" : "text-accent-800 underline";
  return (
    <noscript>
      <div
        role="note"
        className={`rounded-xl p-4 text-sm ${tone === "dark" ? "bg-white/10 text-ink-100" : "bg-saffron-100 text-ink-950"} ${className}`}
      >
        <p className="font-semibold">{contact.title}</p>
        <p className="mt-1">{contact.text}</p>
        <ul className="mt-2 space-y-1">
          <li className="flex items-center gap-2">
            <MessageCircle aria-hidden="true" className="size-4" />
            <a href={contact.whatsapp.href} className={link} target="_blank" rel="noopener noreferrer">
              {contact.whatsapp.label}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4" />
            <a href={telHref(contact.phone)} className={link}>
              {contact.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4" />
            <a href={`mailto:${contact.email}`} className={link}>
              {contact.email}
            </a>
          </li>
        </ul>
      </div>
    </noscript>
  );
}
