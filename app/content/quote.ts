import type { QuotePage } from "./quote.schema.ts";
import { siteConfig } from "./site-config.ts";

export const quotePage = {
  seo: {
    title: "Get a Free Quote | Serendib Digital",
    description:
      "Describe your website, branding or marketing project and get a free, tailored quote from Serendib Digital, usually within one working day.",
  },
  hero: {
    eyebrow: "Free quote",
    title: "Get Your Free Quote",
    intro:
      "Tell us what you need and we will come back with a clear plan, timeline and price, usually within one working day.",
  },
  form: {
    title: "Your project in four short steps",
    requiredNote: "Everything is required unless it says optional.",
    optional: "(optional)",
    sections: {
      about: "About you",
      services: "Services you need",
      budget: "Budget and timeline",
      project: "Your project",
    },
    fields: {
      fullName: { label: "Full name", placeholder: "Nimali Fernando" },
      companyName: { label: "Company name", placeholder: "Your business" },
      email: { label: "Email address", placeholder: "you@company.lk" },
      phone: { label: "Phone number", placeholder: "+94 77 000 0000" },
      otherService: { label: "Something else?", placeholder: "Tell us in a few words" },
      budgetRange: { label: "Budget range (USD)", placeholder: "Select a budget range" },
      timeline: { label: "Timeline", placeholder: "Select a timeline" },
      projectDescription: {
        label: "Project description",
        placeholder: "What are you building, who is it for, and what should it achieve?",
      },
      additionalNotes: {
        label: "Additional notes",
        placeholder: "Websites you like, deadlines, anything else we should know",
      },
      files: { label: "Files" },
      agreeToTerms: { label: "I agree to the terms and privacy policy" },
    },
    servicesLegend: "Which services do you need? Choose as many as you like.",
    services: [
      {
        id: "web-design",
        label: "Web Design & Development",
        description: "Websites that load fast and sell.",
      },
      { id: "branding", label: "Branding & Graphic Design", description: "Logos, brand boards, print." },
      { id: "social-media", label: "Social Media Marketing", description: "Posts, reels and campaigns." },
      { id: "seo", label: "SEO Optimization", description: "Be found on Google." },
      { id: "hosting", label: "Domain & Hosting", description: "Your address online, kept running." },
      {
        id: "private-limited-registration",
        label: "Private Limited Business Registration",
        description: "Your company, registered in Sri Lanka.",
      },
    ],
    budgets: [
      "$500 - $1,000",
      "$1,000 - $2,500",
      "$2,500 - $5,000",
      "$5,000 - $10,000",
      "$10,000 - $25,000",
      "$25,000+",
      "I need consultation",
    ],
    timelines: [
      "ASAP (Rush Job)",
      "1-2 weeks",
      "2-4 weeks",
      "1-2 months",
      "2-3 months",
      "3+ months",
      "Flexible timeline",
    ],
    files: {
      accepted: ["pdf", "doc", "docx", "jpg", "jpeg", "png", "zip"],
      maxMegabytes: 10,
      hint: "PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP. Max 10MB each. You will attach them in the WhatsApp chat.",
      choose: "Add files",
      remove: "Remove",
      tooLarge: '"{name}" is larger than 10MB, so it was not added. Please choose a smaller file.',
      wrongType:
        '"{name}" is not a file type we accept, so it was not added. Please use PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP.',
      selected: "Files to attach",
    },
    termsLinks: {
      before: "Please read our",
      terms: "Terms of Service",
      and: "and",
      privacy: "Privacy Policy",
    },
    errors: {
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      emailInvalid: "Please enter a valid email address",
      phone: "Please enter your phone number",
      budgetRange: "Please select a budget range",
      timeline: "Please select a timeline",
      projectDescription: "Please describe your project",
      services: "Please select at least one service",
      agreeToTerms: "Please agree to the terms and privacy policy",
      tooLong: "Please keep this under {max} characters",
    },
    limits: { short: 200, long: 4000 },
    submit: "Get My Free Quote",
    submitting: "Submitting...",
    toasts: {
      success: "Quote request prepared! WhatsApp will open with your details.",
      attachOne: "Please attach your file in the chat.",
      attachMany: "Please attach your {count} files in the chat.",
      failure: "Failed to prepare quote request. Please try again.",
    },
    enquiry: {
      intro: `Hi ${siteConfig.name}! I'd like a free quote.`,
      labels: {
        name: "Name",
        company: "Company",
        email: "Email",
        phone: "Phone",
        services: "Services",
        budget: "Budget",
        timeline: "Timeline",
        description: "Project description",
        notes: "Additional notes",
        files: "Files",
      },
      other: "Other",
      notProvided: "Not provided",
    },
    agentTool: {
      name: "request_quote",
      description: `Ask ${siteConfig.name} for a free, tailored quote: contact details, the services wanted, budget, timeline and a project description. Submitting opens WhatsApp with the request ready; the visitor presses Send.`,
      params: {
        fullName: "The visitor's full name.",
        companyName: "Company or organisation name.",
        email: "Email address for the quote.",
        phone: "Phone number with country code.",
        services: "Services wanted: tick every one that applies.",
        otherService: "Any other service wanted, in a few words.",
        budgetRange: "Budget range: one of the listed options.",
        timeline: "When the project should be done: one of the listed options.",
        projectDescription: "What the project is and what it should achieve.",
        additionalNotes: "Anything else to know.",
        files: "Files the visitor attaches themselves (agents cannot attach files).",
        agreeToTerms: "The visitor's agreement to the Terms of Service: only the visitor ticks it.",
      },
    },
  },
  aside: {
    stepsTitle: "What happens next",
    steps: [
      { title: "We read your brief", text: "A real person on our team reads every request, the same day." },
      {
        title: "We ask or we plan",
        text: "If something is unclear we message you; if not, we plan the work.",
      },
      {
        title: "You get your quote",
        text: "A clear scope, timeline and price, usually within one working day.",
      },
    ],
    contactTitle: "Rather talk it through?",
    contactText: `Call, email or message us. We are open ${siteConfig.hours
      .map((slot) => `${slot.days} ${slot.opens}-${slot.closes}`)
      .join(" and ")}.`,
    whatsapp: "Chat on WhatsApp",
  },
} as const satisfies QuotePage;
