import type { ReactNode } from "react";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
  /** Heading level: pages have one h1 in their hero, so sections use h2 (default). */
  level?: 1 | 2;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
  level = 2,
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow && (
        <p
          className={`mb-3 font-semibold text-sm uppercase tracking-[0.14em] ${tone === "dark" ? "text-accent-300" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={`font-bold ${level === 1 ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl"} ${tone === "dark" ? "text-white" : "text-ink-950"}`}
      >
        {title}
      </Heading>
      {intro && (
        <p className={`mt-4 text-lg ${tone === "dark" ? "text-ink-100" : "text-grey-600"}`}>{intro}</p>
      )}
    </div>
  );
}
