/**
 * Everything the frame around a page needs, read from the content at build time: identity, layout copy, the
 * footer's services, the splash pictures, the newsletter's messages and the chat widget's settings.
 */

import type { DirectContact } from "~/components/ui/no-script-contact.tsx";
import { list, single } from "~/content/entries.ts";
import { enquiryLink } from "~/lib/enquiry-link.ts";
import { pictureOf } from "~/lib/images.ts";

// Only the names of the page files: which static pages the site has (the chat links their paths).
const pageFiles = Object.keys(import.meta.glob("/src/pages/**/*.astro"));

/** Paths of the site's pages: every static page file, and each service's page. */
function sitePaths(serviceIds: readonly string[]): string[] {
  const staticPages = pageFiles
    .filter((file) => !file.includes("["))
    .map(
      (file) =>
        file
          .replace(/^\/src\/pages/, "")
          .replace(/\.astro$/, "")
          .replace(/\/index$/, "") || "/",
    )
    .filter((path) => path !== "/404");
  return [...new Set([...staticPages, ...serviceIds.map((id) => `/services/${id}`)])].sort();
}

export async function siteFrame() {
  const [identity, layout, enquiries, services, chat] = await Promise.all([
    single("identity"),
    single("layout"),
    single("enquiries"),
    list("services"),
    single("chat"),
  ]);
  const [portrait, signature] = await Promise.all([
    pictureOf(identity.founder.portrait, "people/founder", "portrait"),
    pictureOf(identity.founder.signature, "people/founder-signature"),
  ]);
  const mainPhone = identity.contact.phones[0]!.display;
  const directContact: DirectContact = {
    title: layout.noScript.title,
    text: layout.noScript.text,
    whatsapp: { label: "WhatsApp", href: enquiryLink(identity.contact.whatsappNumber, enquiries.chatWidget) },
    phone: mainPhone,
    email: identity.contact.emails.info,
  };
  return {
    identity,
    layout,
    enquiries,
    directContact,
    footerServices: services.flatMap((service) => service.data.listings.footer),
    mainPhone,
    splash: { portrait, signature },
    chat: {
      copy: chat,
      assistant: identity.assistant,
      whatsappHref: enquiryLink(identity.contact.whatsappNumber, enquiries.chatWidget),
      links: {
        sitePaths: sitePaths(services.map((service) => service.id)),
        whatsappNumber: identity.contact.whatsappNumber,
        whatsappHref: enquiryLink(identity.contact.whatsappNumber, enquiries.chatWidget),
        phones: identity.contact.phones.map((phone) => phone.display),
        emails: Object.values(identity.contact.emails),
      },
      newTab: layout.newTab,
    },
  };
}

export type SiteFrame = Awaited<ReturnType<typeof siteFrame>>;
