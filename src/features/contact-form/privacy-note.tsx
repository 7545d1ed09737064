import { templateParts } from "#contracts/enquiry-forms/template-slots.ts";

/** The line beside the send button that links to the privacy policy (`{link}` in `sentence`). */
export function PrivacyNote({ sentence, link, href }: { sentence: string; link: string; href: string }) {
  return (
    <p className="max-w-md text-grey-600 text-sm">
      {templateParts(sentence, ["link"]).map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <a key={index} href={href} className="font-medium text-accent-800 underline underline-offset-2">
            {link}
          </a>
        ),
      )}
    </p>
  );
}
