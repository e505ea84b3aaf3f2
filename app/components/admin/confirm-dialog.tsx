import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { adminButton } from "./buttons";
import { AlertDialogFrame, DialogButtons } from "./dialog-frame";

/** A confirmation dialog: Cancel, or the confirming button. */
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
    <AlertDialogFrame
      trigger={props.trigger}
      title={props.title}
      description={props.description}
      warning={props.warning}
      width="narrow"
    >
      <DialogButtons
        className="mt-6 flex justify-end gap-3"
        close={AlertDialog.Cancel}
        cancelLabel={props.cancelLabel}
      >
        <AlertDialog.Action asChild>
          <button
            type="button"
            onClick={props.onConfirm}
            className={props.danger ? adminButton.danger : adminButton.primary}
          >
            {props.confirmLabel}
          </button>
        </AlertDialog.Action>
      </DialogButtons>
    </AlertDialogFrame>
  );
}

export const smallButton =
  "rounded-md border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100";
