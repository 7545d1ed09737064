import { EmailSignupForm, type EmailSignupProps } from "./email-signup-form.tsx";

/** The footer's newsletter sign-up: an island that hydrates when first touched. */
export function NewsletterSignup(props: EmailSignupProps) {
  return <EmailSignupForm {...props} appearance="footer" />;
}
