import { CircleCheck, MessageCircle } from "lucide-react";
import { Button, ButtonLink } from "~/components/ui/button-link";
import type { PackagesPage } from "~/content/packages.schema";
import { openEnquiry } from "~/lib/build-enquiry-link";

/** The closing block: talk to us on the messaging app, or ask for a custom quote. */
export function CustomSolution({ custom }: { custom: PackagesPage["custom"] }) {
  return (
    <div className="grid gap-10 rounded-card bg-accent-50 p-8 ring-1 ring-accent-100 sm:p-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
      <div>
        <h2 id="custom-solution" className="font-bold text-3xl sm:text-4xl">
          {custom.title}
        </h2>
        <p className="mt-4 text-grey-700 text-lg">{custom.text}</p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
          {custom.points.map((point) => (
            <li key={point} className="flex items-center gap-2 font-medium text-grey-800">
              <CircleCheck aria-hidden="true" className="size-5 text-accent-700" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
        <Button size="lg" onClick={() => openEnquiry(custom.enquiryText)}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {custom.whatsappLabel}
        </Button>
        <ButtonLink to={custom.quote.to} variant="secondary" size="lg">
          {custom.quote.label}
        </ButtonLink>
      </div>
    </div>
  );
}
