// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POSTED_ATTRIBUTE } from "#src/lib/head-script/early-input.ts";
import { enquiry, rules } from "./contact-form.test-helpers.ts";
import { ContactForm } from "./contact-form.tsx";

const mocks = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock("#src/lib/shared/enquiry-link.ts", async (original) => ({
  ...(await original<typeof import("#src/lib/shared/enquiry-link.ts")>()),
  openEnquiry: mocks.open,
}));

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const names = [
  "name",
  "email",
  "phone",
  "company",
  "website",
  "service",
  "budget",
  "timeline",
  "message",
] as const;
const each = (text: (name: string) => string) =>
  Object.fromEntries(names.map((name) => [name, text(name)])) as Record<(typeof names)[number], string>;
const copy = {
  title: "Tell us about your project",
  intro: "A few details help us reply.",
  labels: each((name) => `Your ${name}`),
  placeholders: each((name) => `Type your ${name}`),
  optional: "(optional)",
  submit: "Send Message",
  submitting: "Sending Message...",
  privacyNote: "We keep your details safe: {link}.",
  privacyLink: "Privacy Policy",
  success: { title: "Thank You!", text: "We'll be in touch.", again: "Send Another Message" },
  agentTool: {
    name: "send_enquiry",
    description: "Send an enquiry.",
    params: each((name) => `The ${name}.`),
  },
};
const form = (
  <ContactForm
    copy={copy}
    rules={rules}
    enquiry={enquiry}
    whatsappNumber="94770000000"
    privacyHref="/privacy"
  />
);

const byId = <Element extends HTMLElement>(id: string) => document.getElementById(id) as Element;
const formElement = () => byId<HTMLFormElement>("contact-form-title").closest("form") as HTMLFormElement;
const answers = {
  "contact-name": "Nimali Fernando",
  "contact-email": "nimali@example.lk",
  "contact-phone": "+94 77 000 0000",
  "contact-company": "Ceylon Tea Co.",
  "contact-service": "Custom Solution",
  "contact-budget": "Let's Discuss",
  "contact-timeline": "1 Month",
  "contact-message": "A new website for our tea shop.",
};

describe("the contact form island", () => {
  it("names every missing answer beside its field and focuses the first", async () => {
    render(form);
    fireEvent.submit(formElement());
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(document.activeElement?.id).toBe("contact-name");
    expect(byId("contact-name").getAttribute("aria-describedby")).toBe("contact-name-error");
    expect(byId("contact-message-error").textContent).toBe("Please describe your project");
    expect(byId("contact-website").getAttribute("aria-invalid")).toBeNull();
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it("opens WhatsApp at once, shows the thank-you screen after the delay, and starts over empty", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView");
    render(form);
    for (const [id, value] of Object.entries(answers)) fireEvent.change(byId(id), { target: { value } });
    fireEvent.submit(formElement());
    await vi.waitFor(() => expect(mocks.open).toHaveBeenCalledOnce());
    const [number, text] = mocks.open.mock.calls[0] as [string, string];
    expect(number).toBe("94770000000");
    expect(text).toContain("\nName: Nimali Fernando\n");
    expect(text).toContain("\nWebsite: Not provided\n");
    expect(screen.getByRole("button", { name: "Sending Message..." })).toBeTruthy();
    const thanks = await screen.findByRole("heading", { name: "Thank You!" }, { timeout: 4000 });
    expect(document.activeElement).toBe(thanks);
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    fireEvent.click(screen.getByRole("button", { name: "Send Another Message" }));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe("contact-name"));
    expect(byId<HTMLInputElement>("contact-name").value).toBe("");
    expect(byId<HTMLSelectElement>("contact-service").value).toBe("");
  });

  it("thanks a visitor whose form the browser posted before its code arrived, without sending it again", async () => {
    // React reports the mark the page's early script added (data-posted) as a difference from the built HTML.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = renderToString(form);
    for (const [id, value] of Object.entries(answers)) {
      host.querySelector<HTMLInputElement>(`#${id}`)!.value = value;
    }
    host.querySelector("form")!.setAttribute(POSTED_ATTRIBUTE, "");
    render(form, { container: host, hydrate: true });
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeTruthy();
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it("keeps what was typed before its code arrived", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = renderToString(form);
    host.querySelector<HTMLInputElement>("#contact-name")!.value = "Kasun Perera";
    render(form, { container: host, hydrate: true });
    for (const [id, value] of Object.entries(answers)) {
      if (id !== "contact-name") fireEvent.change(byId(id), { target: { value } });
    }
    fireEvent.submit(formElement());
    await vi.waitFor(() => expect(mocks.open).toHaveBeenCalledOnce());
    expect(mocks.open.mock.calls[0]?.[1]).toContain("\nName: Kasun Perera\n");
  });
});
