import { ArrowLeft, SearchX } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { TemplateText } from "#src/components/ui/template-text.tsx";

interface TemplateNotFoundProps {
  /** `lookingFor` is "Looking for: {name}": the page's script puts the name asked for in its place. */
  copy: { title: string; lookingFor: string; text: string; backToTemplates: string };
  /** Where "Back to Templates" goes. */
  templatesHref: string;
  /** Every template's id: a name asked for in another way goes on to its page. */
  templateIds: readonly string[];
}

/**
 * The full-page screen for a template name that matches no template. The name asked for is in the address
 * only: the page's script fills in the "Looking for:" line (features/template-lookup/show-requested-template.ts).
 */
export function TemplateNotFound({ copy, templatesHref, templateIds }: TemplateNotFoundProps) {
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-ink-950 px-5 py-20 text-center text-white"
    >
      <div className="max-w-xl">
        <SearchX aria-hidden="true" className="mx-auto size-14 text-accent-300" />
        <h1 className="mt-6 font-bold text-4xl sm:text-5xl">{copy.title}</h1>
        <div className="mt-5 min-h-8 text-ink-100 text-lg">
          <p data-requested-template="" data-template-ids={templateIds.join(" ")} hidden>
            <TemplateText
              text={copy.lookingFor}
              values={{
                name: <strong data-requested-name="" className="break-words font-semibold text-white" />,
              }}
            />
          </p>
        </div>
        <p className="mt-3 text-ink-200">{copy.text}</p>
        <ButtonLink href={templatesHref} variant="onDark" size="lg" className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {copy.backToTemplates}
        </ButtonLink>
      </div>
    </main>
  );
}
