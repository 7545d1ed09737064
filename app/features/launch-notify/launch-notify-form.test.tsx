// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { launchingSoonPage } from "~/content/launching-soon";
import { layoutContent } from "~/content/layout";
import { LaunchNotifyForm } from "./launch-notify-form";

const mocks = vi.hoisted(() => ({
  send: vi.fn<() => Promise<"sent" | "skipped">>(),
  notify: vi.fn(),
  open: vi.fn(),
}));
vi.mock("~/lib/send-subscription-email", () => ({
  emailServiceConfig: () => ({ launchTemplateId: "template_launch" }),
  sendSubscriptionEmail: mocks.send,
}));
vi.mock("~/lib/notify", () => ({ notify: mocks.notify }));
vi.mock("~/lib/build-enquiry-link", async (original) => ({
  ...(await original<typeof import("~/lib/build-enquiry-link")>()),
  openEnquiry: mocks.open,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function setup() {
  render(<LaunchNotifyForm copy={launchingSoonPage.notify} messages={layoutContent.emailValidation} />);
  const input = screen.getByLabelText("Email address") as HTMLInputElement;
  const submit = () => fireEvent.submit(input.form!);
  return { input, submit };
}

describe("launch notify form", () => {
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
    expect(mocks.open.mock.calls[0]![0]).toContain("Page: Launching Soon");
    await act(async () => fail(new Error("EmailJS is down")));
    expect(mocks.notify).toHaveBeenCalledExactlyOnceWith("error", "Something went wrong. Please try again.");
    expect(input.value).toBe("nimali@example.lk");
    expect((screen.getByRole("button", { name: "Notify Me" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("on success shows the success toast and clears the field", async () => {
    mocks.send.mockResolvedValue("sent");
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: "nimali@example.lk" } });
    await act(async () => submit());
    expect(mocks.send).toHaveBeenCalledWith(expect.objectContaining({ templateId: "template_launch" }));
    expect(mocks.notify).toHaveBeenCalledExactlyOnceWith(
      "success",
      "Thank you! We'll notify you when we launch.",
    );
    expect(input.value).toBe("");
  });
});
