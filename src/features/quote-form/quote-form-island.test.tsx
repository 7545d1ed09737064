// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POSTED_ATTRIBUTE } from "#src/lib/head-script/early-input.ts";
import { enquiry, rules, toasts, services as twoServices } from "./quote-form.test-helpers.ts";
import { QuoteForm } from "./quote-form.tsx";
import type { QuoteFormCopy } from "./quote-form-copy.ts";

const mocks = vi.hoisted(() => ({ notify: vi.fn(), open: vi.fn() }));
vi.mock("#src/lib/browser/notify.ts", () => ({ notify: mocks.notify }));
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

// A third service, so that ticking some boxes is not ticking them all.
const services = [...twoServices, { id: "branding", label: "Branding", description: "Be known." }];
const field = (label: string) => ({ label, placeholder: `${label}…` });
const copy: QuoteFormCopy = {
  title: "Your project in four short steps",
  requiredNote: "Everything is required unless it says optional.",
  optional: "(optional)",
  sections: {
    about: "About you",
    services: "Services you need",
    budget: "Budget and timeline",
    project: "Your project",
  },
  fields: {
    fullName: field("Full name"),
    companyName: field("Company name"),
    email: field("Email address"),
    phone: field("Phone number"),
    otherService: field("Something else?"),
    budgetRange: field("Budget range (USD)"),
    timeline: field("Timeline"),
    projectDescription: field("Project description"),
    additionalNotes: field("Additional notes"),
    files: { label: "Files" },
    agreeToTerms: { label: "I agree to the terms and privacy policy" },
  },
  servicesLegend: "Which services do you need?",
  files: {
    hint: "PDF or PNG. Max 10MB each.",
    choose: "Add files",
    remove: "Remove {name}",
    tooLarge: '"{name}" is too large.',
    wrongType: '"{name}" is not accepted.',
    selected: "Files to attach",
  },
  termsLinks: { sentence: "Please read our {terms} and {privacy}.", terms: "Terms", privacy: "Privacy" },
  submit: "Get My Free Quote",
  submitting: "Submitting...",
  toasts,
  agentTool: {
    name: "request_quote",
    description: "Ask for a quote.",
    params: {
      fullName: "Name.",
      companyName: "Company.",
      email: "Email.",
      phone: "Phone.",
      services: "Services.",
      otherService: "Other.",
      budgetRange: "Budget.",
      timeline: "Timeline.",
      projectDescription: "Description.",
      additionalNotes: "Notes.",
      files: "Files.",
      agreeToTerms: "Terms.",
    },
  },
};
const form = (
  <QuoteForm
    copy={copy}
    rules={{ ...rules, serviceIds: services.map((service) => service.id) }}
    services={services}
    fileRules={{ accepted: ["pdf", "png"], maxMegabytes: 10 }}
    enquiry={enquiry}
    whatsappNumber="94770000000"
    termsHref="/terms-of-service"
    privacyHref="/privacy-policy"
  />
);

const byId = <Element extends HTMLElement>(id: string) => document.getElementById(id) as Element;
const formElement = () => byId<HTMLFormElement>("quote-form-title").closest("form") as HTMLFormElement;
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });

/** Everything but the services and the terms, as a visitor answers once the form has taken over. */
function answerTheRest() {
  type("quote-full-name", "Nimali Fernando");
  type("quote-email", "nimali@example.lk");
  type("quote-phone", "+94 77 000 0000");
  type("quote-budget", "$1,000 - $2,500");
  type("quote-timeline", "1-2 months");
  type("quote-description", "A shop for our tea.");
}

/** The form as built, answered in the page before its code arrives, then taken over (hydrated). */
function takeOverAnswered(answer: (page: HTMLElement) => void) {
  const host = document.createElement("div");
  document.body.append(host);
  host.innerHTML = renderToString(form);
  answer(host);
  render(form, { container: host, hydrate: true });
}

describe("the quote form island", () => {
  it("names every missing answer beside its field and focuses the first, with no toast", async () => {
    render(form);
    fireEvent.submit(formElement());
    expect(await screen.findByText("Please enter your full name")).toBeTruthy();
    expect(document.activeElement?.id).toBe("quote-full-name");
    expect(byId("quote-full-name").getAttribute("aria-describedby")).toBe("quote-full-name-error");
    expect(byId("quote-full-name").getAttribute("aria-invalid")).toBe("true");
    expect(byId("quote-services-error").textContent).toBe("Please select at least one service");
    expect(byId("web-design").closest("fieldset")?.getAttribute("aria-describedby")).toBe(
      "quote-services-error",
    );
    expect(byId("quote-terms").getAttribute("aria-describedby")).toBe("quote-terms-error quote-terms-links");
    expect(byId("quote-terms-error").textContent).toBe("Please agree to the terms and privacy policy");
    expect(mocks.notify).not.toHaveBeenCalled();
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it("toasts the terms first, then the services, once the other answers are right", async () => {
    render(form);
    answerTheRest();
    fireEvent.submit(formElement());
    await vi.waitFor(() =>
      expect(mocks.notify).toHaveBeenCalledExactlyOnceWith(
        "error",
        "Please agree to the terms and privacy policy",
      ),
    );
    expect(document.activeElement?.id).toBe("web-design");
    fireEvent.click(byId("quote-terms"));
    fireEvent.submit(formElement());
    await vi.waitFor(() =>
      expect(mocks.notify).toHaveBeenLastCalledWith("error", "Please select at least one service"),
    );
    expect(mocks.open).not.toHaveBeenCalled();
  });

  it("opens WhatsApp with the answers, confirms after the delay, and clears the form", async () => {
    render(form);
    answerTheRest();
    fireEvent.click(byId("seo"));
    fireEvent.click(byId("quote-terms"));
    fireEvent.submit(formElement());
    await vi.waitFor(() => expect(mocks.open).toHaveBeenCalledOnce());
    const [number, text] = mocks.open.mock.calls[0] as [string, string];
    expect(number).toBe("94770000000");
    expect(text).toContain("\nName: Nimali Fernando\n");
    expect(text).toContain("\nServices: SEO Optimization\n");
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeTruthy();
    await vi.waitFor(() => expect(mocks.notify).toHaveBeenCalledExactlyOnceWith("success", toasts.success), {
      timeout: 3000,
    });
    await vi.waitFor(() => expect(byId<HTMLInputElement>("quote-full-name").value).toBe(""));
    expect(byId<HTMLInputElement>("seo").checked).toBe(false);
    expect(byId<HTMLInputElement>("quote-terms").checked).toBe(false);
    expect(screen.getByRole("button", { name: "Get My Free Quote" })).toBeTruthy();
  });

  it("keeps what was typed and every box ticked before its code arrived", async () => {
    takeOverAnswered((page) => {
      page.querySelector<HTMLInputElement>("#quote-full-name")!.value = "Kasun Perera";
      page.querySelector<HTMLInputElement>("#web-design")!.checked = true;
      page.querySelector<HTMLInputElement>("#branding")!.checked = true;
    });
    expect(byId<HTMLInputElement>("seo").checked).toBe(false);
    expect(byId<HTMLInputElement>("quote-full-name").value).toBe("Kasun Perera");
    type("quote-email", "kasun@example.lk");
    type("quote-phone", "+94 77 111 1111");
    type("quote-budget", "I need consultation");
    type("quote-timeline", "Flexible timeline");
    type("quote-description", "A new logo.");
    fireEvent.click(byId("quote-terms"));
    fireEvent.submit(formElement());
    await vi.waitFor(() => expect(mocks.open).toHaveBeenCalledOnce());
    const [, text] = mocks.open.mock.calls[0] as [string, string];
    expect(text).toContain("\nName: Kasun Perera\n");
    expect(text).toContain("\nServices: Web Design & Development, Branding\n");
  });

  it("finishes a form the browser posted before its code arrived: the toast and a cleared form, no second send", async () => {
    // React reports the mark the page's early script added (data-posted) as a difference from the built HTML.
    vi.spyOn(console, "error").mockImplementation(() => {});
    takeOverAnswered((page) => {
      const set = (id: string, value: string) => {
        page.querySelector<HTMLInputElement>(`#${id}`)!.value = value;
      };
      set("quote-full-name", "Nimali Fernando");
      set("quote-email", "nimali@example.lk");
      set("quote-phone", "+94 77 000 0000");
      set("quote-budget", "$1,000 - $2,500");
      set("quote-timeline", "1-2 months");
      set("quote-description", "A shop for our tea.");
      page.querySelector<HTMLInputElement>("#web-design")!.checked = true;
      page.querySelector<HTMLInputElement>("#quote-terms")!.checked = true;
      page.querySelector("form")!.setAttribute(POSTED_ATTRIBUTE, "");
    });
    await vi.waitFor(() => expect(mocks.notify).toHaveBeenCalledExactlyOnceWith("success", toasts.success));
    await vi.waitFor(() => expect(byId<HTMLInputElement>("quote-full-name").value).toBe(""));
    expect(byId<HTMLInputElement>("web-design").checked).toBe(false);
    expect(formElement().hasAttribute(POSTED_ATTRIBUTE)).toBe(false);
    expect(mocks.open).not.toHaveBeenCalled();
  });
});
