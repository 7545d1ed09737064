/**
 * The service not-found screen, kept apart from the catalogue: the route's error boundary renders it in the
 * browser for paths that were not pre-rendered, so it must not pull the whole catalogue into the bundle.
 */
export const serviceNotFound = {
  title: "Service Not Found",
  message: "The requested service could not be found.",
  link: { label: "View All Services", to: "/services" },
  seoTitle: "Service Not Found | Serendib Digital",
} as const;
