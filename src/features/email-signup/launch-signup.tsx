import { EmailSignupForm, type EmailSignupProps } from "./email-signup-form.tsx";

/** The launching-soon page's "Be the First to Know!" form. */
export function LaunchSignup(props: EmailSignupProps) {
  return <EmailSignupForm {...props} appearance="card" />;
}
