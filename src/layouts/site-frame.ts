/**
 * Everything the frame around a page needs, read from the content at build time: identity, layout copy, the
 * footer's services, the splash pictures, the newsletter's messages and the chat widget's settings.
 */

import { enquiryForms } from "#contracts/enquiry-forms/from-content.ts";
import type { Locale } from "#contracts/locales.ts";
import { list, single } from "#src/content/entries.ts";
import { mainPhone } from "#src/content/schemas/identity.ts";
import { pictureOf } from "#src/lib/build/images.ts";
import { builtSitePages } from "#src/lib/build/site-content.ts";
import { enquiryLink } from "#src/lib/shared/enquiry-link.ts";

/** The frame of a page in `locale`, the page's language. */
export async function siteFrame(locale: Locale) {
  const [identity, layout, enquiries, services, chat, pages, contactPage, quotePage] = await Promise.all([
    single("identity", locale),
    single("layout", locale),
    single("enquiries", locale),
    list("services", locale),
    single("chat", locale),
    builtSitePages(locale),
    single("contactPage", locale),
    single("quotePage", locale),
  ]);
  const [portrait, signature] = await Promise.all([
    pictureOf(identity.founder.portrait, "people/founder", locale, "portrait"),
    pictureOf(identity.founder.signature, "people/founder-signature", locale),
  ]);
  return {
    identity,
    layout,
    enquiries,
    forms: enquiryForms({
      locale,
      identity,
      layout,
      enquiries,
      contactPage,
      quotePage,
      services,
    }),
    footerServices: services.flatMap((service) => service.data.listings.footer),
    mainPhone: mainPhone(identity),
    splash: { portrait, signature },
    chat: {
      copy: chat,
      assistant: identity.assistant,
      whatsappHref: enquiryLink(identity.contact.whatsappNumber, enquiries.chatWidget),
      links: {
        // The chat links the site's own pages (never the not-found pages) and its contacts.
        sitePaths: pages.filter((page) => !page.noIndex).map((page) => page.path),
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
