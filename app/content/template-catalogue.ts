import type { Template } from "./template-catalogue.schema.ts";

/**
 * Website templates the agency sells. Ids appear in /templates/{id}; the route matches them with hyphens
 * read as spaces and case ignored. Prices are data only: every page reads "Contact for Pricing".
 * Each demo lives in public/template-demos/<id>/; its screenshots are the card images
 * (`npm run assets:templates`).
 */
export const templateCatalogue = [
  {
    id: "edulearn",
    title: "EduLearn",
    category: "Education",
    description:
      "A learning platform for schools, tuition classes and academies: a course catalogue, a student dashboard, class chat and a sign-in page, ready for your timetable.",
    image: { key: "templates/edulearn", alt: "EduLearn template: a school learning platform home page" },
    previewUrl: "/template-demos/edulearn/index.html",
    technologies: ["HTML5", "CSS Grid", "JavaScript", "Responsive design", "Accessible forms"],
    features: [
      "Course catalogue with subject filters",
      "Student dashboard with progress and deadlines",
      "Class chat for teachers and students",
      "Sign-in page with clear validation",
      "Sinhala, Tamil and English ready",
      "Fast on low-end phones",
    ],
    price: "$399",
    demoPages: [
      { name: "Home", url: "/template-demos/edulearn/index.html" },
      { name: "Courses", url: "/template-demos/edulearn/courses.html" },
      { name: "Dashboard", url: "/template-demos/edulearn/dashboard.html" },
      { name: "Chat", url: "/template-demos/edulearn/chat.html" },
      { name: "Login", url: "/template-demos/edulearn/login.html" },
    ],
  },
  {
    id: "medicare",
    title: "MediCare Clinic",
    category: "Healthcare",
    description:
      "A calm, trustworthy site for clinics and medical centres: services, doctor profiles with consultation hours, and an appointment call to action on every page.",
    image: { key: "templates/medicare", alt: "MediCare Clinic template: a medical centre home page" },
    previewUrl: "/template-demos/medicare/index.html",
    technologies: ["HTML5", "CSS", "JavaScript", "Responsive design"],
    features: [
      "Services with clear descriptions",
      "Doctor profiles with consultation hours",
      "Appointment call to action on every page",
      "Opening hours and emergency line",
      "Easy to read for every age",
    ],
    price: "$299",
    demoPages: [
      { name: "Home", url: "/template-demos/medicare/index.html" },
      { name: "Services", url: "/template-demos/medicare/services.html" },
      { name: "Doctors", url: "/template-demos/medicare/doctors.html" },
    ],
  },
  {
    id: "saffron-table",
    title: "Saffron Table",
    category: "Restaurant",
    description:
      "A warm one-page site for fine-dining restaurants: the chef's story, a menu by course, opening hours and a table reservation call to action.",
    image: {
      key: "templates/saffron-table",
      alt: "Saffron Table template: a fine-dining restaurant home page",
    },
    previewUrl: "/template-demos/saffron-table/index.html",
    technologies: ["HTML5", "CSS", "JavaScript"],
    features: [
      "Menu by course with dietary marks",
      "Chef's story and signature dishes",
      "Reservation call to action",
      "Opening hours and location",
    ],
    price: "$349",
    demoPages: [{ name: "Home", url: "/template-demos/saffron-table/index.html" }],
  },
  {
    id: "monkhub-ultimate",
    title: "MonkHub Ultimate",
    category: "Business",
    description:
      "A multipurpose kit for agencies and growing businesses, with designed utility pages. Its friendly error page keeps lost visitors on your site.",
    image: {
      key: "templates/monkhub-ultimate",
      alt: "MonkHub Ultimate template: a designed page-not-found screen",
    },
    previewUrl: "/404-error-page.html",
    technologies: ["HTML5", "CSS", "SVG illustration"],
    features: [
      "Designed page-not-found screen",
      "Helpful links back into the site",
      "Light and dark friendly colours",
      "No scripts needed",
    ],
    price: "$199",
    demoPages: [{ name: "404 Error Page", url: "/404-error-page.html" }],
  },
] as const satisfies readonly Template[];

export type TemplateId = (typeof templateCatalogue)[number]["id"];

/** Normalises a route id or template id for matching: hyphens become spaces, case is ignored. */
export function normaliseTemplateId(id: string): string {
  return id.replace(/-/g, " ").trim().toLowerCase();
}

export function findTemplate(routeId: string | undefined): Template | undefined {
  if (!routeId) return undefined;
  const wanted = normaliseTemplateId(routeId);
  return templateCatalogue.find((template) => normaliseTemplateId(template.id) === wanted);
}

/** The static page that stands in for MonkHub Ultimate's preview (spec §7). */
export const MONKHUB_PREVIEW_URL = "/404-error-page.html";

/** Where "Preview" goes: the template's demo home page; monkhub-ultimate always opens the static 404 page. */
export function templatePreviewUrl(template: Pick<Template, "id" | "previewUrl">): string {
  return template.id === "monkhub-ultimate" ? MONKHUB_PREVIEW_URL : template.previewUrl;
}
