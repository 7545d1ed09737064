import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site. Pre-rendered paths come from app/content/site-map.ts. */
export default [
  // Full pages, outside the shared layout.
  route("templates/:templateId", "routes/template-detail.tsx"),
  route("launching-soon", "routes/launching-soon.tsx"),

  layout("routes/shared-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:serviceId", "routes/service-detail.tsx"),
    route("packages", "routes/packages.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    // One catalogue, three addresses: /shopping is canonical (see docs/decisions).
    route("shopping", "routes/template-catalogue.tsx", { id: "shopping" }),
    route("shop", "routes/template-catalogue.tsx", { id: "shop" }),
    route("templates", "routes/template-catalogue.tsx", { id: "templates" }),
    route("contact", "routes/contact.tsx"),
    route("get-quote", "routes/get-quote.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
