/** The page of a service a card refers to: `/services/<id>`. A reference to a service with no file stops the build. */
export function servicePath(
  reference: { collection: string; id: string },
  services: readonly { id: string }[],
): string {
  if (!services.some((service) => service.id === reference.id))
    throw new Error(
      `The services page refers to the service "${reference.id}", which has no file in src/content/services.`,
    );
  return `/services/${reference.id}`;
}
