import type { ComponentPropsWithoutRef, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "onDark" | "outlineOnDark";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition duration-200 hover:-translate-y-0.5 disabled:pointer-events-none disabled:opacity-60 motion-reduce:hover:translate-y-0";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-700 text-white shadow-card hover:bg-accent-800 hover:shadow-lift",
  secondary: "bg-white text-ink-950 ring-1 ring-grey-300 hover:ring-ink-400 hover:shadow-card",
  ghost: "text-accent-800 hover:bg-accent-50",
  onDark: "bg-accent-400 text-ink-950 hover:bg-accent-300 shadow-card",
  outlineOnDark: "text-white ring-1 ring-white/40 hover:bg-white/10 hover:ring-white/70",
};
const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 py-2.5 text-[0.95rem]",
  lg: "min-h-12 px-7 py-3 text-base",
};

export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; children: ReactNode };

/** A real button (an action, not a navigation). */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...rest
}: ComponentPropsWithoutRef<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
