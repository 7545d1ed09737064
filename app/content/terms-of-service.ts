import type { LegalDocument } from "./legal-document.schema.ts";
import { siteConfig } from "./site-config.ts";

const { name, legalName } = siteConfig;
const p = (text: string) => ({ kind: "paragraph", text }) as const;
const list = (...items: string[]) => ({ kind: "list", items }) as const;

export const termsOfServicePage = {
  seo: {
    title: "Terms of Service | Serendib Digital",
    description:
      "The terms that apply when you use our website or hire Serendib Digital: payments, timelines, ownership and confidentiality. Effective January 15, 2025.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Terms of Service",
    intro: "The terms that apply when you use our website or hire us, written to be read.",
  },
  effectiveLabel: "Effective date",
  effectiveDate: "January 15, 2025",
  introCard: {
    title: "Before you start",
    paragraphs: [
      `These terms apply when you use our website or hire ${name} for any service. By using the website or accepting a proposal from us, you agree to them.`,
      "Your proposal or contract sets out the specific work, price and schedule for your project. Where it says something different from these terms, the proposal or contract wins.",
    ],
  },
  tocTitle: "On this page",
  sections: [
    {
      id: "who-we-are",
      title: "Who We Are",
      blocks: [
        p(
          `${legalName} ("${name}", "we", "us") is a digital agency registered in Sri Lanka, with its office in Colombo and a branch in Bengaluru, India. "You" means the person or business using our website or hiring us.`,
        ),
      ],
    },
    {
      id: "scope-of-services",
      title: "Scope of Our Services",
      blocks: [
        p(
          "We offer web design and development, e-commerce, branding and graphic design, social media and digital marketing, SEO, Google Ads management, domains and hosting, photography and private limited company registration.",
        ),
        p(
          "The exact deliverables, number of revisions and schedule for your project are those written in your proposal. Work outside that scope is quoted separately before we start it.",
        ),
      ],
    },
    {
      id: "using-our-services",
      title: "Using Our Services",
      blocks: [
        p("To help us deliver on time, you agree to:"),
        list(
          "give us accurate information, and the content, logins and approvals we need, when we need them;",
          "make sure you have the rights to any text, images, logos or other material you send us;",
          "not ask us to create anything unlawful, misleading, defamatory or that infringes someone else's rights;",
          "use our website lawfully, without trying to disrupt it or reach parts of it not meant for the public.",
        ),
      ],
    },
    {
      id: "payments-refunds",
      title: "Payments & Refunds",
      blocks: [
        list(
          "Payment terms for each project are set out in your proposal or invoice.",
          "We usually ask for a 50% upfront deposit before work starts.",
          "The balance is due before final delivery or launch.",
          "Refunds are generally not given for work already completed. If a project stops early, we refund any part of your payment that covers work we have not yet done, less costs we have already paid on your behalf (such as domains, hosting or government fees).",
          "Third-party costs, such as domains, hosting, advertising spend and registration fees, are paid by you and are not refundable once purchased.",
        ),
      ],
    },
    {
      id: "project-timelines",
      title: "Project Timelines",
      blocks: [
        p(
          "We agree a timeline with you at the start and keep you updated as we go. Timelines depend on both of us: if content, feedback or payments arrive late, the schedule moves by at least the same amount. If we expect a delay on our side, we tell you as soon as we know, with a new date.",
        ),
        p(
          "If a project is paused by you for more than 30 days, we may invoice the work done so far and schedule the rest when you are ready.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        list(
          "Once you have paid in full, you own the final deliverables we create for you, such as your website design, logo files and campaign artwork.",
          "We keep ownership of our pre-existing tools, code libraries, templates and know-how. Where they are part of your deliverables, you receive a permanent licence to use them as part of that work.",
          "Third-party items, such as fonts, stock images, plugins and themes, stay under their own licences, which we will point out to you.",
          "We may show the work in our portfolio and on social media, unless you object in writing.",
        ),
      ],
    },
    {
      id: "third-party-services",
      title: "Third-Party Services",
      blocks: [
        p(
          "Many projects depend on services run by others: hosting companies, domain registries, payment gateways, social networks, Google, WhatsApp and government offices such as the Registrar of Companies. We choose them carefully, but we are not responsible for their outages, price changes, policy changes or decisions.",
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      blocks: [
        p(
          "We do our work with care and skill. As far as the law allows, we are not liable for indirect or consequential losses, such as lost profits, lost data or lost business, and our total liability for any project is limited to the amount you paid us for that project.",
        ),
        p(
          "Search rankings, advertising results and social media reach depend on things outside our control, so we cannot guarantee particular results. Nothing in these terms limits liability that cannot be limited by law.",
        ),
      ],
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      blocks: [
        p(
          "We keep your business information, logins and unpublished plans confidential, share them only with team members and providers who need them for your project, and ask you to treat our proposals and pricing the same way. This duty continues after the project ends.",
        ),
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        p(
          "Either of us may end a project by written notice (an email is enough). Before we hand over files, fees for work completed up to the date of notice, and any costs already committed, must be settled.",
        ),
        p(
          "We may also stop work straight away if invoices remain unpaid or these terms are seriously broken.",
        ),
      ],
    },
    {
      id: "dispute-resolution",
      title: "Dispute Resolution",
      blocks: [
        p(
          "If something goes wrong, tell us first: most problems are solved with a conversation. If we cannot agree within 30 days, either of us may refer the matter to mediation in Colombo.",
        ),
        p(
          "These terms, and any dispute about them, are governed by the laws of Sri Lanka, and the courts of Colombo, Sri Lanka, have jurisdiction.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        p(
          "We may update these terms from time to time; the effective date at the top shows the latest version. Changes do not affect a project already agreed, which stays under the terms in force when you accepted the proposal.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [p("Questions about these terms? We are happy to explain anything before you sign.")],
      showContact: true,
    },
  ],
  contactLabels: { email: "Email", phone: "Phone", website: "Website", office: "Office" },
  closing: {
    title: "Clear Terms, Better Partnership",
    text: "We write our terms plainly so that you know exactly what to expect from us, and what we need from you. Good projects start with clear agreements.",
  },
} as const satisfies LegalDocument;
