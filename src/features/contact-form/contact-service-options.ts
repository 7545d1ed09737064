/** The contact form's "Service you need" options: each service offered there, by title, then the custom option. */
export function contactServiceOptions(
  services: readonly { data: { title: string; listings: { contactForm: boolean } } }[],
  customOption: string,
): string[] {
  return [
    ...services.filter((service) => service.data.listings.contactForm).map((service) => service.data.title),
    customOption,
  ];
}
