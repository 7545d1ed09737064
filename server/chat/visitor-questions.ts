/**
 * Realistic visitor questions and what the keyless assistant's answer must contain (a page path or a fact).
 * Used by the question-set test; add a line whenever a visitor's question gets a poor answer. Facts of the
 * agency's identity are named, not typed, so a changed phone number or name breaks no test: `{siteName}`,
 * `{assistantName}`, `{founder}`, `{photographyArm}`, `{phone}` (the first), `{email}` (info), `{whatsappUrl}`,
 * `{hours:N}` (the Nth opening-hours line, "Mon-Fri 9:00-18:00"), `{office:N}` (the Nth office's city). The
 * test fills them from site/identity.en.yaml.
 */
export const visitorQuestions: ReadonlyArray<readonly [question: string, mustContain: readonly string[]]> = [
  // Greetings and small talk
  ["Hi", ["{assistantName}", "/get-quote"]],
  ["Good morning!", ["{assistantName}"]],
  ["thanks!", ["/get-quote"]],
  ["ආයුබෝවන්", ["{assistantName}"]],
  ["नमस्ते", ["{assistantName}"]],
  ["வணக்கம், do you design logos?", ["/services/graphic-design-branding"]],
  // Services
  ["What services do you offer?", ["/services/seo-optimization", "/services/web-design-development"]],
  ["Do you build websites?", ["/services/web-design-development"]],
  ["I need a new website for my hotel in Galle", ["/services/web-design-development"]],
  [
    "How many pages do I get with the business website package?",
    ["10 pages", "/services/web-design-development"],
  ],
  ["Can you help me rank higher on Google?", ["/services/seo-optimization"]],
  ["What SEO packages do you have?", ["Basic", "Advanced", "Elite", "/services/seo-optimization"]],
  ["Do you design logos?", ["/services/graphic-design-branding", "logo concepts"]],
  ["Can you manage our Instagram and Facebook pages?", ["/services/social-media-marketing"]],
  ["How many reels are in your social media plans?", ["8 reels", "/services/social-media-marketing"]],
  ["I want to sell my products online", ["/services/e-commerce"]],
  ["How many products can the e-commerce starter package have?", ["50 products", "/services/e-commerce"]],
  ["Do you run Google Ads campaigns?", ["/services/google-ads-management"]],
  ["Can you register a .lk domain and host my site?", ["/services/domain-hosting"]],
  ["Do you offer business email?", ["/services/domain-hosting"]],
  ["Do you do product photography?", ["/services/photography", "{photographyArm}"]],
  [
    "How do I register a private limited company in Sri Lanka?",
    ["/services/private-limited-business-registration"],
  ],
  ["What does the Gold registration package include?", ["pre-inked company seals", "Letterhead"]],
  ["What's included in company registration?", ["Forms 01, 18 and 19", "Certificate of incorporation"]],
  ["How much for each additional director?", ["Rs.3,000.00"]],
  // Prices: never invented
  ["How much does a website cost?", ["Contact for Pricing", "/services/web-design-development"]],
  ["What is the price of your SEO service?", ["Contact for Pricing"]],
  ["How much do you charge?", ["Contact for Pricing", "/get-quote"]],
  ["How much is the EduLearn template?", ["Contact for Pricing", "/templates/edulearn"]],
  ["What are your rates for a logo?", ["Contact for Pricing"]],
  // Packages and templates
  ["What packages do you have?", ["/packages"]],
  ["Do you sell website templates?", ["/shopping"]],
  ["Do you have a template for a restaurant?", ["Saffron Table"]],
  ["Is there a healthcare clinic template?", ["MediCare"]],
  // Contact, hours, offices
  ["What is your phone number?", ["{phone}", "/contact"]],
  ["What's your email address?", ["{email}"]],
  ["Can I chat with you on WhatsApp?", ["{whatsappUrl}"]],
  ["What are your opening hours?", ["{hours:1}", "{hours:2}"]],
  ["Are you open on Saturday?", ["{hours:2}"]],
  ["Where is your office?", ["{office:1}", "{office:2}"]],
  ["Do you have an office in India?", ["{office:2}"]],
  ["How fast do you reply to enquiries?", ["24 hours"]],
  // Process, quote, company
  ["What is your process?", ["1 Discover", "2 Plan", "3 Create", "4 Deliver & Support"]],
  ["How do I get a free quote?", ["/get-quote"]],
  ["How long does it take to build a website?", ["/get-quote"]],
  ["Can I see examples of your work?", ["/portfolio"]],
  ["Who founded {siteName}?", ["{founder}", "/about"]],
  ["Do you work with clients in Australia?", ["worldwide"]],
  ["Tell me about your team", ["/about"]],
  ["What do you do?", ["{assistantName}", "/get-quote"]],
  ["What are your business hours?", ["{hours:1}"]],
  ["Hello, can you help me with branding?", ["/services/graphic-design-branding"]],
  ["Do you make mobile-friendly websites?", ["/services/web-design-development"]],
  // Policies
  ["Do I have to pay a deposit?", ["50%", "/terms-of-service"]],
  ["Do you give refunds?", ["Refunds", "/terms-of-service"]],
  ["Who owns the website once it's finished?", ["paid in full", "/terms-of-service"]],
  ["What do you do with my personal data?", ["/privacy-policy"]],
  ["Do you use cookies?", ["/privacy-policy"]],
  // Honest "not sure"
  ["What is the capital of France?", ["I'm not sure", "/get-quote", "{whatsappUrl}"]],
  ["Who won the cricket world cup?", ["I'm not sure"]],
  ["Can you make me a sandwich?", ["I'm not sure"]],
];
