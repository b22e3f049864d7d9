// Toasts without sonner in the first download of every page: the library loads the first time a
// toast is shown (the Toaster, mounted lazily too, replays toasts raised before it was ready).

type Options = { description?: string; duration?: number; action?: { label: string; onClick: () => void } };
type Show = (message: string, options?: Options) => void;

const show =
  (kind: "success" | "error" | "info" | "warning"): Show =>
  (message, options) => {
    void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
  };

export const toast = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };
