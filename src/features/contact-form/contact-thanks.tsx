import { CheckCircle2 } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "#src/components/ui/button.tsx";
import type { ContactFormCopy } from "./contact-form-copy.ts";

interface ContactThanksProps {
  copy: ContactFormCopy["success"];
  /** The heading, which takes focus when the screen shows. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
}

/** The thank-you screen after a send, with a button to send another message. */
export function ContactThanks({ copy, headingRef, onStartOver }: ContactThanksProps) {
  return (
    <div className="flex flex-col items-center rounded-card bg-white p-8 text-center shadow-card ring-1 ring-grey-200 sm:p-12">
      <CheckCircle2 aria-hidden="true" className="size-14 text-accent-700" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 font-bold text-3xl text-ink-950 focus:outline-none">
        {copy.title}
      </h2>
      <p className="mt-3 max-w-md text-grey-700 text-lg">{copy.text}</p>
      <Button className="mt-8" onClick={onStartOver}>
        {copy.again}
      </Button>
    </div>
  );
}
