// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LaunchSignup } from "./launch-signup.tsx";

const mocks = vi.hoisted(() => ({
  send: vi.fn<(template: string, params: Record<string, string>) => Promise<"sent" | "skipped">>(),
  notify: vi.fn(),
  open: vi.fn(),
}));
vi.mock("#src/lib/browser/email-service.ts", () => ({ sendSubscriptionEmail: mocks.send }));
vi.mock("#src/lib/browser/notify.ts", () => ({ notify: mocks.notify }));
vi.mock("#src/lib/shared/enquiry-link.ts", async (original) => ({
  ...(await original<typeof import("#src/lib/shared/enquiry-link.ts")>()),
  openEnquiry: mocks.open,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const copy = {
  title: "Be the First to Know!",
  description: "Leave your email.",
  emailLabel: "Email address",
  placeholder: "you@company.lk",
  submit: "Notify Me",
  submitting: "Subscribing...",
  successToast: "Thank you! We'll notify you when we launch.",
  failureToast: "Something went wrong. Please try again.",
  note: "We use your email only for this.",
  agentTool: { name: "notify_at_launch", description: "Ask to be told.", email: "The email." },
};
const validation = {
  required: "Please enter your email address",
  invalid: "Please enter a valid email address",
};
const messages = {
  intro: "Hi Agency! Please let me know when you launch.",
  lines: [["Page", "Launching Soon"]] as const,
  labels: { email: "Email", date: "Date" },
  email: { subject: "Launch request", message: "{email} asked on {date} ({page})." },
  words: { page: "Launching Soon" },
  language: { locale: "en" as const, label: "Language" },
};

function setup() {
  render(
    <LaunchSignup
      copy={copy}
      validation={validation}
      messages={messages}
      emailTemplate="launch"
      siteName="Agency"
      whatsappNumber="94771234567"
    />,
  );
  const input = screen.getByLabelText("Email address") as HTMLInputElement;
  return { input, submit: () => fireEvent.submit(input.form!) };
}

describe("launch sign-up", () => {
  it("shows the spec's messages and sends nothing for an empty or malformed email", () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: "   " } });
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Please enter your email address");
    fireEvent.change(input, { target: { value: "nimali@example" } });
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email address");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.title).toBe("Please enter a valid email address");
    expect(input.required).toBe(true);
    expect(input.type).toBe("email");
    expect(mocks.open).not.toHaveBeenCalled();
    expect(mocks.send).not.toHaveBeenCalled();
  });

  it("on an email-service failure shows the failure toast, keeps the email and enables the button again", async () => {
    let fail!: (error: Error) => void;
    mocks.send.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: "nimali@example.lk" } });
    submit();
    const button = await screen.findByRole("button", { name: "Subscribing..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(mocks.open).toHaveBeenCalledOnce();
    expect(mocks.open.mock.calls[0]![0]).toBe("94771234567");
    expect(mocks.open.mock.calls[0]![1]).toContain("\nPage: Launching Soon");
    await act(async () => fail(new Error("EmailJS is down")));
    expect(mocks.notify).toHaveBeenCalledExactlyOnceWith("error", "Something went wrong. Please try again.");
    expect(input.value).toBe("nimali@example.lk");
    expect((screen.getByRole("button", { name: "Notify Me" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("on success sends the launch email, shows the success toast and clears the field (no welcome panel)", async () => {
    mocks.send.mockResolvedValue("sent");
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: "nimali@example.lk" } });
    await act(async () => submit());
    expect(mocks.send).toHaveBeenCalledWith(
      "launch",
      expect.objectContaining({
        from_name: "nimali@example.lk",
        to_name: "Agency",
        subject: "Launch request",
      }),
    );
    expect(mocks.send.mock.calls[0]![1]).not.toHaveProperty("reply_to");
    expect(mocks.notify).toHaveBeenCalledExactlyOnceWith(
      "success",
      "Thank you! We'll notify you when we launch.",
    );
    expect(input.value).toBe("");
    expect(screen.getByRole("form", { name: "Be the First to Know!" })).toBeTruthy();
  });
});
