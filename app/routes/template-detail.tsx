import { Navigate, useParams } from "react-router";
import { resolveImage } from "~/content/images";
import { findTemplate, templatePreviewUrl } from "~/content/template-catalogue";
import { nameTemplate, templateNotFound, templateShopPage } from "~/content/template-shop";
import { TemplateDetailView } from "~/features/template-detail/template-detail-view";
import { TemplateNotFound } from "~/features/template-detail/template-not-found";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/template-detail";

/** The name a visitor asked for: the route id with hyphens read as spaces. */
const requestedName = (templateId: string | undefined) => (templateId ?? "").replace(/-/g, " ");

/** Runs at build time for every template id. Prices stay behind. */
export function loader({ params }: Route.LoaderArgs) {
  const found = findTemplate(params.templateId);
  const copy = templateShopPage.detail;
  if (!found) return { template: null, requested: requestedName(params.templateId), copy, enquiry: "" };
  const { price: _price, ...template } = found;
  return {
    template: { ...template, image: resolveImage(template.image), previewHref: templatePreviewUrl(template) },
    requested: requestedName(params.templateId),
    copy,
    enquiry: nameTemplate(copy.makeItYoursEnquiry, template.title),
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
  const { template, copy, enquiry, requested } = loaderData;
  if (!template) return <TemplateNotFound requested={requested} copy={templateNotFound} />;
  return <TemplateDetailView template={template} copy={copy} enquiry={enquiry} />;
}

/**
 * An id that was not pre-rendered has no data to load. If it still names a template ("MonkHub-Ultimate"),
 * go to that template's page; otherwise show the not-found screen, in the browser.
 */
export function ErrorBoundary() {
  const { templateId } = useParams();
  const match = findTemplate(templateId);
  if (match && match.id !== templateId) return <Navigate to={`/templates/${match.id}`} replace />;
  return <TemplateNotFound requested={requestedName(templateId)} copy={templateNotFound} />;
}
