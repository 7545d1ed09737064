import type { Locale } from "#contracts/locales.ts";

/**
 * Realistic visitor questions and what the keyless assistant's answer must contain (a page path or a fact).
 * Used by the question-set test (site-assistant.test.ts); add a line whenever a visitor's question gets a poor
 * answer. Facts of the agency's identity are named, not typed, so a changed phone number or name breaks no
 * test: `{siteName}`, `{assistantName}`, `{founder}`, `{photographyArm}`, `{phone}` (the first), `{email}`
 * (info), `{whatsappUrl}`, `{hours:N}` (the Nth opening-hours line as the assistant words it, "Mon-Fri 9:00 AM
 * – 6:00 PM"), `{office:N}` (the Nth office's city). The test fills them from site/identity in the question's
 * language.
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
  ["Do you design logos?", ["/services/graphic-design-branding", "logo"]],
  ["Can you manage our Instagram and Facebook pages?", ["/services/social-media-marketing"]],
  ["How many reels are in your social media plans?", ["reels", "/services/social-media-marketing"]],
  ["I want to sell my products online", ["/services/e-commerce"]],
  ["How many products can the e-commerce starter package have?", ["50 products", "/services/e-commerce"]],
  ["Do you run Google Ads campaigns?", ["/services/google-ads-management"]],
  ["Can you register a .lk domain and host my site?", ["/services/domain-hosting"]],
  ["Do you offer business email?", ["/services/domain-hosting"]],
  ["Do you do product photography?", ["/services/photography"]],
  [
    "How do I register a private limited company in Sri Lanka?",
    ["/services/private-limited-business-registration"],
  ],
  ["What does the Gold registration package include?", ["pre-inked company seals", "Letterhead"]],
  ["What's included in company registration?", ["Forms 01, 18 and 19"]],
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

/**
 * Questions asked on the Sinhala, Tamil and Hindi pages, as visitors there write them: in their script, in
 * English words spelled in it, in Latin letters ("kiyada") or half in English. Each names what the answer must
 * come from (`finds`: a corpus document's id, or `reply:<kind>` for a fixed reply: greeting, thanks, unsure,
 * pricing) and phrases it must contain, in that language (with the placeholders above).
 */
export interface LocalVisitorQuestion {
  question: string;
  finds: string;
  says: readonly string[];
}

export const localVisitorQuestions: Readonly<Record<Exclude<Locale, "en">, readonly LocalVisitorQuestion[]>> =
  {
    si: [
      { question: "ආයුබෝවන්", finds: "reply:greeting", says: ["ආයුබෝවන්", "{assistantName}"] },
      {
        question: "මට අලුත් වෙබ් අඩවියක් හදාගන්න ඕනේ",
        finds: "service:web-design-development",
        says: ["/services/web-design-development"],
      },
      {
        question: "website design price kiyada?",
        finds: "service:web-design-development",
        says: ["මිල ගණන් සඳහා අමතන්න", "/get-quote"],
      },
      {
        question: "ලෝගෝ එකක් නිර්මාණය කරලා දෙනවද?",
        finds: "service:graphic-design-branding",
        says: ["/services/graphic-design-branding"],
      },
      {
        question: "අපේ ෆේස්බුක් පේජ් එක බලාගන්න පුළුවන්ද?",
        finds: "service:social-media-marketing",
        says: ["/services/social-media-marketing"],
      },
      {
        question: "Google එකේ උඩින්ම පේන්න මොකද කරන්න ඕනේ?",
        finds: "service:seo-optimization",
        says: ["/services/seo-optimization"],
      },
      {
        question: "ඔන්ලයින් ෂොප් එකක් හදලා දෙන්න පුළුවන්ද?",
        finds: "service:e-commerce",
        says: ["/services/e-commerce"],
      },
      {
        question: ".lk ඩොමේන් එකක් සහ හෝස්ටින් දෙනවද?",
        finds: "service:domain-hosting",
        says: ["/services/domain-hosting"],
      },
      {
        question: "කම්පැනියක් රෙජිස්ටර් කරගන්නේ කොහොමද?",
        finds: "service:private-limited-business-registration",
        says: ["/services/private-limited-business-registration"],
      },
      { question: "ඔයාලගේ ෆෝන් නම්බර් එක මොකක්ද?", finds: "topic:contact", says: ["{phone}", "අමතන්න"] },
      { question: "ඔබේ කාර්යාලය පිහිටා ඇත්තේ කොහේද?", finds: "topic:offices", says: ["{office:1}", "{office:2}"] },
      { question: "සෙනසුරාදා දවසේ වැඩ කරනවද?", finds: "topic:hours", says: ["{hours:2}"] },
      { question: "නොමිලේ මිල ගණනක් ගන්නේ කොහොමද?", finds: "topic:quote", says: ["/get-quote"] },
      { question: "වෙබ් අඩවියක් හදන්න කොච්චර කාලයක් යනවද?", finds: "topic:timeline", says: ["/get-quote"] },
      { question: "ඔයාලා කරපු වැඩ බලන්න පුළුවන්ද?", finds: "topic:portfolio", says: ["/portfolio"] },
      { question: "අත්තිකාරම් මුදලක් ගෙවන්න ඕනෙද?", finds: "topic:payments", says: ["50%", "/terms-of-service"] },
      { question: "WhatsApp එකෙන් කතා කරන්න පුළුවන්ද?", finds: "topic:whatsapp", says: ["{whatsappUrl}"] },
      { question: "ඔයාලගේ සේවා මොනවාද?", finds: "topic:services-list", says: ["/services/photography"] },
      { question: "බොහොම ස්තුතියි!", finds: "reply:thanks", says: ["/get-quote"] },
      { question: "ප්‍රංශයේ අගනුවර කුමක්ද?", finds: "reply:unsure", says: ["{whatsappUrl}", "/get-quote"] },
    ],
    ta: [
      { question: "வணக்கம்", finds: "reply:greeting", says: ["வணக்கம்", "{assistantName}"] },
      {
        question: "எனக்கு ஒரு புதிய website வேணும்",
        finds: "service:web-design-development",
        says: ["/services/web-design-development"],
      },
      {
        question: "ஒரு இணையதளம் செய்ய எவ்வளவு செலவு ஆகும்?",
        finds: "service:web-design-development",
        says: ["விலைக்குத் தொடர்புகொள்ளுங்கள்"],
      },
      {
        question: "logo design பண்ணுவீங்களா?",
        finds: "service:graphic-design-branding",
        says: ["/services/graphic-design-branding"],
      },
      {
        question: "எங்க Instagram page-ஐ manage பண்ண முடியுமா?",
        finds: "service:social-media-marketing",
        says: ["/services/social-media-marketing"],
      },
      {
        question: "Google-ல முதல் பக்கத்தில் வர SEO செய்வீர்களா?",
        finds: "service:seo-optimization",
        says: ["/services/seo-optimization"],
      },
      {
        question: "online shop தொடங்க உதவி வேணும்",
        finds: "service:e-commerce",
        says: ["/services/e-commerce"],
      },
      {
        question: "Google Ads campaign நடத்துவீர்களா?",
        finds: "service:google-ads-management",
        says: ["/services/google-ads-management"],
      },
      {
        question: "product photography செய்வீர்களா?",
        finds: "service:photography",
        says: ["/services/photography", "{photographyArm}"],
      },
      {
        question: "நிறுவனப் பதிவு செய்ய உதவுவீர்களா?",
        finds: "service:private-limited-business-registration",
        says: ["/services/private-limited-business-registration"],
      },
      { question: "உங்கள் தொலைபேசி எண் என்ன?", finds: "topic:contact", says: ["{phone}"] },
      { question: "உங்கள் அலுவலகம் எங்கே உள்ளது?", finds: "topic:offices", says: ["{office:1}", "{office:2}"] },
      { question: "சனிக்கிழமை திறந்திருப்பீர்களா?", finds: "topic:hours", says: ["{hours:2}"] },
      { question: "இலவச விலைமதிப்பீடு எப்படி பெறுவது?", finds: "topic:quote", says: ["/get-quote"] },
      {
        question: "restaurant-க்கு template இருக்கா?",
        finds: "template:saffron-table",
        says: ["/templates/saffron-table", "டெம்ப்ளேட்"],
      },
      { question: "உங்கள் சேவைகள் என்ன?", finds: "topic:services-list", says: ["/services/seo-optimization"] },
      { question: "ரொம்ப நன்றி!", finds: "reply:thanks", says: ["/get-quote"] },
      { question: "நாளைக்கு மழை பெய்யுமா?", finds: "reply:unsure", says: ["{whatsappUrl}"] },
    ],
    hi: [
      { question: "नमस्ते", finds: "reply:greeting", says: ["नमस्ते", "{assistantName}"] },
      {
        question: "मुझे अपने बिज़नेस के लिए नई वेबसाइट बनवानी है",
        finds: "service:web-design-development",
        says: ["/services/web-design-development"],
      },
      {
        question: "website banwane ka kitna kharcha hoga?",
        finds: "service:web-design-development",
        says: ["क़ीमत के लिए संपर्क करें"],
      },
      {
        question: "क्या आप लोगो डिज़ाइन करते हैं?",
        finds: "service:graphic-design-branding",
        says: ["/services/graphic-design-branding"],
      },
      {
        question: "Instagram aur Facebook page manage karte ho?",
        finds: "service:social-media-marketing",
        says: ["/services/social-media-marketing"],
      },
      {
        question: "Google पर रैंकिंग बढ़ाने के लिए SEO करते हैं?",
        finds: "service:seo-optimization",
        says: ["/services/seo-optimization"],
      },
      { question: "मुझे ऑनलाइन स्टोर खोलना है", finds: "service:e-commerce", says: ["/services/e-commerce"] },
      {
        question: "Google Ads चलाते हैं क्या?",
        finds: "service:google-ads-management",
        says: ["/services/google-ads-management"],
      },
      {
        question: "डोमेन और होस्टिंग मिलेगी?",
        finds: "service:domain-hosting",
        says: ["/services/domain-hosting"],
      },
      { question: "आपका फ़ोन नंबर क्या है?", finds: "topic:contact", says: ["{phone}"] },
      { question: "क्या बेंगलुरु में आपका ऑफ़िस है?", finds: "topic:offices", says: ["{office:2}"] },
      { question: "शनिवार को खुले रहते हैं?", finds: "topic:hours", says: ["{hours:2}"] },
      { question: "मुफ़्त कोटेशन कैसे मिलेगा?", finds: "topic:quote", says: ["/get-quote"] },
      { question: "आपका पिछला काम दिखा सकते हैं?", finds: "topic:portfolio", says: ["/portfolio"] },
      { question: "क्या आप पैसे वापस करते हैं?", finds: "topic:payments", says: ["/terms-of-service"] },
      {
        question: "स्वास्थ्य सेवा या क्लिनिक के लिए कोई टेम्पलेट है?",
        finds: "template:medicare",
        says: ["/templates/medicare", "टेम्पलेट"],
      },
      { question: "बहुत धन्यवाद!", finds: "reply:thanks", says: ["/get-quote"] },
      { question: "क्रिकेट वर्ल्ड कप किसने जीता?", finds: "reply:unsure", says: ["{whatsappUrl}"] },
    ],
  };
