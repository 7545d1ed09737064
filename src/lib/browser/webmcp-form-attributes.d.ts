// WebMCP declarative API (https://github.com/webmachinelearning/webmcp/blob/main/declarative-api-explainer.md):
// a form with `toolname` and `tooldescription` is offered to AI agents as a tool; each named field becomes a
// parameter described by `toolparamtitle` / `toolparamdescription`. React 19 passes these attributes through.
import "react";

declare module "react" {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** "true" lets an agent submit without the visitor pressing the button (never for enquiries). */
    toolautosubmit?: string;
  }
  interface InputHTMLAttributes<T> {
    toolparamtitle?: string;
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> {
    toolparamtitle?: string;
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamtitle?: string;
    toolparamdescription?: string;
  }
}
