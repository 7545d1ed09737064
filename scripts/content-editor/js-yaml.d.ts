/** js-yaml (Astro's YAML reader, installed with Astro): the one call the editor's tests use. */
declare module "js-yaml" {
  export function load(text: string): unknown;
  const jsyaml: { load: typeof load };
  export default jsyaml;
}
