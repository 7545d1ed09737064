/**
 * The Node server's memory while 20 posts arrive at once, for each form at its limits and the chat at its own
 * (`npm run bench:serve`, serve.ts): each post from its own loopback address (the per-visitor limit is not what
 * is measured), the resident memory before and its peak during them.
 */
import { CHAT_ENDPOINT, CHAT_LIMITS } from "#contracts/chat-limits.ts";
import {
  ENQUIRY_FORMS,
  type EnquiryFormsSettings,
  FORM_MAX_BODY_BYTES,
  formAction,
} from "#contracts/enquiry-forms/settings.ts";
import { forgetPeak, memoryOf, send } from "#tests/deploy/helpers.ts";
import { longestContact, longestQuote } from "#tests/deploy/longest-enquiries.ts";
import type { Server } from "./serve-servers.ts";

const CONCURRENT = 20;
/** A change in MB with its sign (a peak can sit just under the memory before, as the heap is collected). */
const signed = (mb: number) => `${mb < 0 ? "−" : "+"}${Math.abs(mb).toFixed(1)}`;
const MB = 1024 * 1024;
const FORM = "application/x-www-form-urlencoded";

interface Burst {
  what: string;
  path: string;
  contentType: string;
  body: string;
}

/** A URL-encoded body of exactly `bytes`: the language, then one field filling the rest. */
const formAtLimit = (bytes: number) => {
  const head = "locale=si&message=";
  return head + "a".repeat(bytes - head.length);
};

function bursts(forms: EnquiryFormsSettings): Burst[] {
  return [
    {
      what: "contact, longest valid (Sinhala)",
      path: formAction("contact"),
      contentType: FORM,
      body: longestContact(forms, "si").toString(),
    },
    {
      what: "quote, longest valid (Sinhala, 10 files by name)",
      path: formAction("quote"),
      contentType: FORM,
      body: longestQuote(forms, "si").toString(),
    },
    ...ENQUIRY_FORMS.map((name) => ({
      what: `${name}, a body of the forms' limit (${FORM_MAX_BODY_BYTES / 1024} KB)`,
      path: formAction(name),
      contentType: FORM,
      body: formAtLimit(FORM_MAX_BODY_BYTES),
    })),
    {
      what: `chat, a body of its limit (${Math.round(CHAT_LIMITS.maxBodyBytes / 1024)} KB)`,
      path: CHAT_ENDPOINT,
      contentType: "application/json",
      body: JSON.stringify({ message: "a".repeat(CHAT_LIMITS.maxBodyBytes - 20) }).slice(
        0,
        CHAT_LIMITS.maxBodyBytes,
      ),
    },
  ];
}

/** One markdown row per burst: what was sent, the answers' statuses, memory before and at its peak. */
export async function measureMemory(node: Server, forms: EnquiryFormsSettings): Promise<string[]> {
  const rows: string[] = [];
  let address = 0;
  for (const { what, path, contentType, body } of bursts(forms)) {
    const before = memoryOf(node.pid);
    forgetPeak(node.pid);
    const replies = await Promise.all(
      Array.from({ length: CONCURRENT }, () => {
        address += 1;
        return send(node.url + path, {
          method: "POST",
          headers: { "Content-Type": contentType },
          body,
          localAddress: `127.0.${Math.floor(address / 250) + 10}.${(address % 250) + 2}`,
        });
      }),
    );
    const after = memoryOf(node.pid);
    const statuses = [...new Set(replies.map((reply) => reply.status))].join(", ");
    const size = Buffer.byteLength(body);
    const row = [
      what,
      `${(size / 1024).toFixed(1)} KB`,
      statuses,
      (before.rss / MB).toFixed(0),
      (after.peak / MB).toFixed(0),
      signed((after.peak - before.rss) / MB),
    ].join(" | ");
    rows.push(`| ${row} |`);
    console.log(`| ${row} |`);
  }
  return rows;
}
