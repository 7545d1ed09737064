import type { LegalDocument } from "./legal-document.schema.ts";
import { siteConfig } from "./site-config.ts";

const { name, legalName } = siteConfig;
const p = (text: string) => ({ kind: "paragraph", text }) as const;
const list = (...items: string[]) => ({ kind: "list", items }) as const;

export const privacyPolicyPage = {
  seo: {
    title: "Privacy Policy | Serendib Digital",
    description:
      "How Serendib Digital collects, uses and protects your personal information when you use our website, contact us or work with us. Effective January 15, 2025.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro: "How we collect, use and protect your information when you visit our website or work with us.",
  },
  effectiveLabel: "Effective date",
  effectiveDate: "January 15, 2025",
  introCard: {
    title: "The short version",
    paragraphs: [
      `We collect only what we need to answer you and to do the work you hire us for. We do not sell your information, we do not show you ads, and our website does not store your enquiries: when you send a form, it opens WhatsApp with your message so you can see exactly what you share.`,
      "The rest of this page explains the details. If anything is unclear, ask us: our contact details are in section 11.",
    ],
  },
  tocTitle: "On this page",
  sections: [
    {
      id: "who-we-are",
      title: "Who We Are",
      blocks: [
        p(
          `${legalName} ("${name}", "we", "us") is a digital agency based in Colombo, Sri Lanka, with a branch in Bengaluru, India, and a photography arm, ${siteConfig.photographyArm}. We design and build websites, create brands, run social media and search campaigns, provide hosting and help businesses register private limited companies.`,
        ),
        p(
          "This policy covers our website and the personal information we handle when you contact us, request a quote, subscribe to updates or become a client. We are responsible for that information.",
        ),
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        p("We collect information you give us and a small amount that your browser sends automatically:"),
        list(
          "Contact details you type into our forms or send us: your name, email address, phone number, company and website.",
          "Project details: the services you are interested in, your budget range, timeline, descriptions, notes and any files you choose to share with us in a chat or by email.",
          "Your email address, if you subscribe to our newsletter or ask to hear when we launch.",
          "Messages you type into our chat assistant.",
          "Technical information every website receives, such as your IP address, browser type and the pages you request, kept in short-lived server logs for security.",
          "For clients: billing details, business registration documents and anything else needed to deliver the work you order.",
        ),
        p(
          "We do not knowingly collect information from children, and we do not ask for sensitive personal data.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        p("We use your information only to:"),
        list(
          "reply to your enquiry and prepare quotes and proposals;",
          "deliver, support and invoice the services you hire us for;",
          "send the newsletter or launch news you asked for (you can unsubscribe at any time);",
          "answer your questions through the chat assistant;",
          "keep our website secure and working well;",
          "meet our legal, tax and accounting obligations.",
        ),
        p(
          "We rely on your consent, on the steps needed to enter into or perform a contract with you, on our legitimate interest in running our business, and on legal obligations. We never use your information for automated decisions that affect you.",
        ),
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Similar Technologies",
      blocks: [
        p(
          "Our website does not use advertising or tracking cookies, and we do not run third-party analytics that follow you across other sites.",
        ),
        p(
          "Your browser may keep a few small settings for our site, such as whether you have closed a notice. These stay on your device and do not identify you. You can clear them at any time in your browser settings.",
        ),
      ],
    },
    {
      id: "sharing-information",
      title: "Sharing Your Information",
      blocks: [
        p("We do not sell or rent your personal information. We share it only:"),
        list(
          "with WhatsApp, when you choose to send an enquiry through it: the message you send is handled under WhatsApp's own privacy policy;",
          "with our email delivery provider, to send the newsletter or launch emails you signed up for;",
          "with the AI service that helps our chat assistant reply, which receives the text of your chat messages but not your name or contact details;",
          "with hosting, domain and software providers we use to deliver your project, only as far as the work needs;",
          "between our Sri Lanka and India teams, when both work on your project;",
          "with authorities, when the law requires it.",
        ),
        p("Anyone we share information with must protect it and use it only for the purpose we gave it for."),
      ],
    },
    {
      id: "data-protection",
      title: "How We Protect Your Data",
      blocks: [
        p(
          "Our website is served over an encrypted connection (HTTPS) with strict security headers. Client files and accounts are kept in access-controlled systems, and only the people working on your project can see them. We use strong passwords and two-factor authentication where available.",
        ),
        p(
          "No system is perfectly secure. If a breach ever affects your information, we will tell you and the relevant authorities as the law requires.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        p(
          "Under Sri Lanka's Personal Data Protection Act, No. 9 of 2022, and other laws that may apply to you, you can:",
        ),
        list(
          "ask for a copy of the personal information we hold about you;",
          "ask us to correct information that is wrong or incomplete;",
          "ask us to delete your information, where we do not need to keep it by law;",
          "withdraw your consent, for example by unsubscribing from our emails;",
          "object to or ask us to limit how we use your information;",
          "complain to the Data Protection Authority of Sri Lanka, or to the authority where you live.",
        ),
        p("Write to us using the details in section 11. We reply within 30 days, and there is no charge."),
      ],
    },
    {
      id: "data-retention",
      title: "How Long We Keep Your Data",
      blocks: [
        list(
          "Enquiries and quotes that do not lead to a project: up to 12 months, then deleted.",
          "Client project records, contracts and invoices: as long as tax and company law require, usually 6 years after the project ends.",
          "Newsletter and launch lists: until you unsubscribe.",
          "Server logs: a few weeks, for security only.",
        ),
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links",
      blocks: [
        p(
          "Our website links to other sites, such as WhatsApp, our social media pages, template previews and websites we have built for clients. We do not control those sites, and their own privacy policies apply when you visit them.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        p(
          "We may update this policy when our services or the law change. The effective date at the top shows when it last changed. If a change materially affects how we use information you have already given us, we will tell you before it applies.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        p(
          "Questions about this policy, or a request about your information? Contact us and a real person will answer, usually within one working day.",
        ),
      ],
      showContact: true,
    },
  ],
  contactLabels: { email: "Email", phone: "Phone", website: "Website", office: "Office" },
  closing: {
    title: "Your privacy, protected",
    text: `${name} is committed to protecting your privacy. We collect as little as we can, we keep it safe, and we are always open about how we use it.`,
  },
} as const satisfies LegalDocument;
