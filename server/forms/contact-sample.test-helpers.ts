/** A contact form a visitor could send, valid under the form's rules (its first service, budget and timeline). */
export function validContact(
  rules: { services: readonly string[]; budgets: readonly string[]; timelines: readonly string[] },
  message = "A new site, with සිංහල and தமிழ் #1",
) {
  return {
    name: "Asha Perera",
    email: "asha@example.lk",
    phone: "+94 77 000 0000",
    company: "Asha & Co",
    website: "",
    service: rules.services[0]!,
    budget: rules.budgets[0]!,
    timeline: rules.timelines[0]!,
    message,
  };
}
