import { ArrowLeft, SearchX } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";

interface TemplateNotFoundProps {
  requested: string;
  copy: { title: string; lookingFor: string; text: string; backToTemplates: string };
}

/** The full-page screen for a template id that matches nothing. */
export function TemplateNotFound({ requested, copy }: TemplateNotFoundProps) {
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-ink-950 px-5 py-20 text-center text-white"
    >
      <div className="max-w-xl">
        <SearchX aria-hidden="true" className="mx-auto size-14 text-accent-300" />
        <h1 className="mt-6 font-bold text-4xl sm:text-5xl">{copy.title}</h1>
        <p className="mt-5 text-ink-100 text-lg">
          {copy.lookingFor}
          <strong className="break-words font-semibold text-white">{requested}</strong>
        </p>
        <p className="mt-3 text-ink-200">{copy.text}</p>
        <ButtonLink to="/templates" variant="onDark" size="lg" className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {copy.backToTemplates}
        </ButtonLink>
      </div>
    </main>
  );
}
