import { Fragment, type ReactNode } from "react";

const PLACEHOLDER = /\{([a-zA-Z]+)\}/;

/**
 * A template from the content with elements in its braces: `TemplateText text="{label}: {value}"
 * values={{ label, value: <a …/> }}` renders the words in the order the language's template puts them. A word it
 * has no value for stays as written.
 */
export function TemplateText({
  text,
  values,
}: {
  text: string;
  values: Readonly<Record<string, ReactNode>>;
}) {
  const parts = text.split(new RegExp(PLACEHOLDER, "g"));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>
        ),
      )}
    </>
  );
}
