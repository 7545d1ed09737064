import { Link } from "react-router";
import { findTemplate } from "~/content/template-catalogue";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/template-detail";

/** Runs at build time for every template id. */
export function loader({ params }: Route.LoaderArgs) {
  return {
    template: findTemplate(params.templateId) ?? null,
    requested: params.templateId.replace(/-/g, " "),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.template
    ? pageMeta({
        title: `${loaderData.template.title} Website Template | Serendib Digital`,
        description: `${loaderData.template.title}: a ${loaderData.template.category.toLowerCase()} website template by Serendib Digital. Preview the demo and contact us for pricing and setup.`,
        path: `/templates/${loaderData.template.id}`,
      })
    : [{ title: "Template Not Found | Serendib Digital" }, { name: "robots", content: "noindex" }];

export default function TemplateDetail({ loaderData }: Route.ComponentProps) {
  const { template } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-5 py-24">
      {template ? (
        <>
          <Link to="/shopping">Back to Shop</Link>
          <h1 className="mt-6 font-bold text-5xl">{template.title}</h1>
        </>
      ) : (
        <h1 className="font-bold text-5xl">Template Not Found</h1>
      )}
    </main>
  );
}
