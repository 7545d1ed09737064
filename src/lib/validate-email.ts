/** The shape the spec accepts: text, @, text, dot, text, with no white space anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = "required" | "invalid";

/** Returns what is wrong with an email address typed into a subscription form, or null when it is fine. */
export function findEmailProblem(value: string): EmailProblem | null {
  if (value.trim() === "") return "required";
  return EMAIL_PATTERN.test(value) ? null : "invalid";
}
