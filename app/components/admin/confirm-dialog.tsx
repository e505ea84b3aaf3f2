import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { adminButton } from "./buttons";

/** A confirmation dialog (radix-ui: focus trapped, Escape closes, focus returns to the trigger). */
export function ConfirmDialog(props: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  /** Something to weigh before confirming (e.g. nights another channel took), shown in red. */
  warning?: string;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-600">
            {props.description}
          </AlertDialog.Description>
          {props.warning && (
            <p className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
              {props.warning}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <button type="button" className={adminButton.secondary}>
                {props.cancelLabel}
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button
                type="button"
                onClick={props.onConfirm}
                className={props.danger ? adminButton.danger : adminButton.primary}
              >
                {props.confirmLabel}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const smallButton =
  "rounded-md border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100";
