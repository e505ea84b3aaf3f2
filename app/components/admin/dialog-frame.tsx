import { AlertDialog, type Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { adminButton } from "./buttons";

/*
 * The frame of the admin area's dialogs (radix-ui: focus trapped, Escape closes, focus returns
 * to the trigger).
 */

export const dialogOverlayClass = "fixed inset-0 z-40 bg-black/40";

/** The centred panel: narrow for a question, wide (and scrolling) for a form. */
export const dialogPanelClass = {
  narrow:
    "fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl",
  wide: "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl",
} as const;

/** An alert dialog: title, description and an optional warning in red, then its own content. */
export function AlertDialogFrame(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  /** Something to weigh before confirming (e.g. nights another channel took). */
  warning?: string | null;
  width: keyof typeof dialogPanelClass;
  /** Given when the dialog is controlled. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogPanelClass[props.width]}>
          <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-600">
            {props.description}
          </AlertDialog.Description>
          {props.warning && (
            <p className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
              {props.warning}
            </p>
          )}
          {props.children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A dialog's button row: Cancel (closes the dialog) first, then the dialog's own button. */
export function DialogButtons(props: {
  className: string;
  /** The dialog kind's close part: `AlertDialog.Cancel` or `Dialog.Close`. */
  close: typeof AlertDialog.Cancel | typeof Dialog.Close;
  cancelLabel: string;
  children: ReactNode;
}) {
  const Close = props.close;
  return (
    <div className={props.className}>
      <Close asChild>
        <button type="button" className={adminButton.secondary}>
          {props.cancelLabel}
        </button>
      </Close>
      {props.children}
    </div>
  );
}
