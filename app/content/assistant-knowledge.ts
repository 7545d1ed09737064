import type { AssistantKnowledge } from "./assistant-knowledge.schema.ts";
import { siteConfig } from "./site-config.ts";
import { templateCatalogue } from "./template-catalogue.ts";

/**
 * What the keyless assistant (POST /api/chat without an AI key) knows, beyond the service catalogue and the
 * page content it also indexes. Answers point at site paths; the chat panel turns those into links.
 * Contact values come from the site config: nothing here retypes a number or an address.
 */
const { contact, offices, hours, assistant, name } = siteConfig;
const whatsappLink = `https://wa.me/${contact.whatsappNumber}`;
const phones = `${contact.phones.sriLanka.display} (${contact.phones.sriLanka.label}) or ${contact.phones.india.display} (${contact.phones.india.label})`;
const officeLines = offices
  .map((office) => `${office.label}: ${office.streetAddress}, ${office.city}, ${office.country}`)
  .join("; ");
const hourLines = hours.map((slot) => `${slot.days} ${slot.opens}-${slot.closes}`).join(", ");
const templateNames = templateCatalogue
  .map((template) => `${template.title} (${template.category})`)
  .join(", ");

export const assistantKnowledge = {
  greeting: `Hello! I'm ${assistant.name}, the ${name} assistant. Ask me about our services (web, branding, social media, SEO, e-commerce, Google Ads, hosting, photography, company registration), our packages, process or how to get a free quote at /get-quote.`,
  thanks: `You're welcome! If you'd like to start a project, the free quote form is at /get-quote, or message us on WhatsApp: ${whatsappLink}`,
  unsure: `I'm not sure about that one, and I'd rather not guess. Our team can answer it: ask for a free quote at /get-quote, message us on WhatsApp at ${whatsappLink}, or email ${contact.emails.info}.`,
  pricing:
    "Every package is tailored to the project, so we don't publish prices: each one reads \"Contact for Pricing\". Tell us what you need at /get-quote and we'll reply within 24 hours with a tailored quote, or compare what each package includes at /packages.",
  pricingNote:
    'Prices: every package is "Contact for Pricing", tailored to your project. Get yours at /get-quote.',
  servicesIntro: "Here's what we do:",
  services: [
    {
      serviceId: "web-design-development",
      alsoCalled: [
        "website",
        "web site",
        "web app",
        "landing page",
        "UI/UX design",
        "web developer",
        "redesign",
      ],
      notes: [],
    },
    {
      serviceId: "graphic-design-branding",
      alsoCalled: [
        "logo",
        "brand identity",
        "graphic designer",
        "business card",
        "letterhead",
        "poster",
        "flyer",
      ],
      notes: [],
    },
    {
      serviceId: "social-media-marketing",
      alsoCalled: [
        "Facebook",
        "Instagram",
        "TikTok",
        "reels",
        "posts",
        "content creation",
        "social media manager",
      ],
      notes: [],
    },
    {
      serviceId: "seo-optimization",
      alsoCalled: [
        "search engine optimisation",
        "Google ranking",
        "rank higher",
        "keywords",
        "digital marketing",
      ],
      notes: [],
    },
    {
      serviceId: "e-commerce",
      alsoCalled: ["online store", "online shop", "webshop", "sell online", "payment gateway", "ecommerce"],
      notes: [],
    },
    {
      serviceId: "google-ads-management",
      alsoCalled: ["Google Ads", "PPC", "pay per click", "paid ads", "advertising campaigns", "AdWords"],
      notes: [],
    },
    {
      serviceId: "domain-hosting",
      alsoCalled: ["domain name", ".lk domain", "web hosting", "business email", "SSL", "server"],
      notes: [
        "The packages page also offers Domain Registration, Pro Hosting (recommended) and E-Commerce Hosting.",
      ],
    },
    {
      serviceId: "photography",
      alsoCalled: [
        "photographer",
        "photo shoot",
        "product photos",
        "food photography",
        "event photography",
        "Serendib Studio",
      ],
      notes: [],
    },
    {
      serviceId: "private-limited-business-registration",
      alsoCalled: [
        "company registration",
        "register a company",
        "Pvt Ltd",
        "incorporation",
        "business registration",
        "director",
      ],
      notes: [],
    },
  ],
  topics: [
    {
      id: "contact",
      title: "Contact us: phone, email, WhatsApp",
      questions: [
        "How can I contact you?",
        "What is your phone number?",
        "What is your email address?",
        "Can I call you?",
      ],
      answer: `Call us on ${phones}, email ${contact.emails.info} (projects: ${contact.emails.projects}) or message us on WhatsApp: ${whatsappLink}. All the details are at /contact.`,
      links: ["/contact"],
    },
    {
      id: "whatsapp",
      title: "WhatsApp chat with the team",
      questions: ["Do you have WhatsApp?", "Can I message you on WhatsApp?", "Talk to a human person"],
      answer: `Yes: message our team on WhatsApp at ${whatsappLink} and a person will reply, usually within minutes during business hours.`,
      links: [],
    },
    {
      id: "hours",
      title: "Business hours and opening times",
      questions: [
        "What are your business hours?",
        "When are you open?",
        "Are you open on Saturday or Sunday?",
        "What time do you close?",
      ],
      answer: `Our business hours are ${hourLines} (Sri Lanka time); we're closed on Sundays. Messages sent outside those hours are answered the next working day, always within ${siteConfig.responseHours} hours. See /contact.`,
      links: ["/contact"],
    },
    {
      id: "offices",
      title: "Offices and location address",
      questions: [
        "Where are you located?",
        "Where is your office?",
        "Do you have an office in India?",
        "What is your address?",
      ],
      answer: `We have two offices. ${officeLines}. Visits are by appointment: see /contact.`,
      links: ["/contact"],
    },
    {
      id: "process",
      title: "Our process: how we work, steps",
      questions: [
        "What is your process?",
        "How do you work?",
        "What are the steps of a project?",
        "How does a project start?",
      ],
      answer:
        "We work in four steps: 1 Discover (we learn your business and goals), 2 Plan (scope, timeline and proposal), 3 Create (design and build, with your feedback), 4 Deliver & Support (launch, training and support after). More at /services.",
      links: ["/services"],
    },
    {
      id: "quote",
      title: "Free quote and proposal",
      questions: [
        "How do I get a quote?",
        "Can I get a free estimate?",
        "I want to start a project",
        "I need a proposal",
      ],
      answer: `Fill in the free quote form at /get-quote (it takes two minutes) and we'll reply within ${siteConfig.responseHours} hours with a tailored proposal. Prefer to talk? WhatsApp us at ${whatsappLink}.`,
      links: ["/get-quote"],
    },
    {
      id: "response-time",
      title: "Response time: how fast you reply",
      questions: [
        "How quickly do you reply?",
        "How long until you get back to me?",
        "Do you offer 24/7 support?",
      ],
      answer: `We reply to every enquiry within ${siteConfig.responseHours} hours (on WhatsApp usually within minutes during business hours), and support for live projects is available 24/7. Reach us at /contact.`,
      links: ["/contact"],
    },
    {
      id: "timeline",
      title: "Project timeline, how long it takes, deadlines",
      questions: [
        "How long does a website take?",
        "How long will my project take?",
        "Can you do a rush job?",
      ],
      answer:
        "It depends on the scope: you can ask for anything from an ASAP rush job or 1-2 weeks to a 3-6 month project, and we confirm the dates in your proposal. Tell us your deadline at /get-quote.",
      links: ["/get-quote"],
    },
    {
      id: "templates",
      title: "Ready-made templates shop",
      questions: [
        "Do you sell website templates?",
        "Can I buy a ready-made template?",
        "Show me your templates",
      ],
      answer: `Yes: our ready-made website templates are ${templateNames}. Browse and preview them at /shopping; each is "Contact for Pricing" (a one-time payment), and we can customise any of them for you.`,
      links: ["/shopping"],
    },
    {
      id: "portfolio",
      title: "Portfolio, past work and examples",
      questions: [
        "Can I see your previous work?",
        "Do you have a portfolio?",
        "Show me examples of your projects",
      ],
      answer:
        "Have a look at /portfolio: social media posts, brand identities, posters and campaigns, plus live websites we built. We've completed 150+ projects for 50+ happy clients.",
      links: ["/portfolio"],
    },
    {
      id: "about",
      title: "About the company, team and founder",
      questions: [
        "Who are you?",
        "Tell me about your company and your team",
        "Who founded the agency?",
        "How many years of experience?",
      ],
      answer: `${name} was founded in ${siteConfig.foundedYear} in Colombo by ${siteConfig.founder.name} (${siteConfig.founder.role}). We're designers, developers and marketers in Colombo and Bengaluru, with a photography arm, ${siteConfig.photographyArm}. Meet the team at /about.`,
      links: ["/about"],
    },
    {
      id: "packages",
      title: "Packages and plans: compare tiers",
      questions: ["What packages do you have?", "Which plans do you offer?", "Compare your packages"],
      answer:
        'Our /packages page lists 11 packages across Photography, Graphic Design, Social Media Marketing, Web Development and Business Registration, plus Domain Registration, Pro Hosting and E-Commerce Hosting. Every package is "Contact for Pricing" and can be tailored; ask at /get-quote.',
      links: ["/packages", "/get-quote"],
    },
    {
      id: "payments",
      title: "Payment terms, deposit and refunds",
      questions: [
        "Do I need to pay upfront?",
        "What are your payment terms?",
        "Do you give refunds?",
        "How do I pay?",
      ],
      answer:
        "Payment terms are set out in your proposal or invoice. Usually we ask for a 50% deposit before work starts, and the balance is due before final delivery or launch. Refunds are generally not given for completed work. Full terms: /terms-of-service.",
      links: ["/terms-of-service"],
    },
    {
      id: "ownership",
      title: "Ownership, copyright and intellectual property",
      questions: [
        "Who owns the website after it's done?",
        "Do I own the design and source files?",
        "Will you show my project in your portfolio?",
      ],
      answer:
        "You own the final deliverables once they're paid in full; we keep our own pre-existing tools and templates. We may show the work in our portfolio unless you object in writing. Details in /terms-of-service.",
      links: ["/terms-of-service"],
    },
    {
      id: "terms",
      title: "Terms of service, cancellation, termination and disputes",
      questions: ["What are your terms?", "Can I cancel a project?", "Which law applies?"],
      answer:
        "Either side can end a project by written notice, with fees for work done settled first. Disputes are handled under Sri Lankan law. Everything else, from timelines to confidentiality, is in /terms-of-service (effective January 15, 2025).",
      links: ["/terms-of-service"],
    },
    {
      id: "privacy",
      title: "Privacy policy and personal data",
      questions: ["What do you do with my data?", "Do you use cookies?", "What is your privacy policy?"],
      answer: `We only use the details you send us to answer you and run your project; we don't sell them. The chat keeps no history once you leave the page. Read the full policy, including cookies and your rights, at /privacy-policy, or ask ${contact.emails.info}.`,
      links: ["/privacy-policy"],
    },
    {
      id: "budget",
      title: "Budget, currency and payment in LKR or dollars",
      questions: ["Do you work with small budgets?", "Can I pay in rupees?", "What currency do you bill in?"],
      answer:
        'We work with budgets from under LKR 50,000 to large projects, in LKR, INR or dollars, and shape the package to fit. Every package is "Contact for Pricing": tell us your budget at /get-quote.',
      links: ["/get-quote"],
    },
    {
      id: "clients-abroad",
      title: "International clients outside Sri Lanka",
      questions: [
        "Do you work with clients abroad?",
        "Can you work with a company in the UK or Australia?",
        "Do you work remotely?",
      ],
      answer: `Yes: from Colombo and Bengaluru we work with clients across Sri Lanka, India and worldwide, remotely over WhatsApp, email and video calls. Start at /get-quote.`,
      links: ["/get-quote"],
    },
  ],
} as const satisfies AssistantKnowledge;
