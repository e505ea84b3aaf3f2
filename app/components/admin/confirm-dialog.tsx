import { AlertDialog } from "radix-ui";
import { adminButton } from "./buttons";
import { AlertDialogFrame, DialogButtons } from "./dialog-frame";

/**
 * Asks before a destructive action: the action's button opens the question, the red button of
 * the same name does it.
 */
export function ConfirmDialog(props: {
  /** The action's name, on the button that opens the dialog and on the one that confirms. */
  action: string;
  buttonClass: string;
  /** The opening button's name for screen readers, where the action alone does not say on what. */
  buttonName?: string;
  disabled?: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialogFrame
      trigger={
        <button
          type="button"
          className={props.buttonClass}
          aria-label={props.buttonName}
          disabled={props.disabled}
        >
          {props.action}
        </button>
      }
      title={props.title}
      description={props.description}
      width="narrow"
    >
      <DialogButtons
        className="mt-6 flex justify-end gap-3"
        close={AlertDialog.Cancel}
        cancelLabel={props.cancelLabel}
      >
        <AlertDialog.Action asChild>
          <button type="button" onClick={props.onConfirm} className={adminButton.danger}>
            {props.action}
          </button>
        </AlertDialog.Action>
      </DialogButtons>
    </AlertDialogFrame>
  );
}

/** The texts of deleting one thing of an admin page (its section of content/admin-texts.ts). */
interface DeleteTexts {
  delete: string;
  confirmDelete: string;
  confirmDeleteText: string;
  cancel: string;
}

/** A small button that deletes one named thing (reservation, inquiry, image…) once confirmed. */
export function DeleteButton(props: {
  /** What goes: named in the question and, unless `unnamed`, in the button's name. */
  name: string;
  texts: DeleteTexts;
  onConfirm: () => void;
  /** The button is read as the action alone (the thing's own box names it). */
  unnamed?: boolean;
}) {
  const t = props.texts;
  return (
    <ConfirmDialog
      action={t.delete}
      buttonClass={smallButton}
      buttonName={props.unnamed ? undefined : `${t.delete}: ${props.name}`}
      title={t.confirmDelete}
      description={`${t.confirmDeleteText} (${props.name})`}
      cancelLabel={t.cancel}
      onConfirm={props.onConfirm}
    />
  );
}

export const smallButton =
  "rounded-md border border-stone-300 bg-white px-3 py-1 text-sm hover:bg-stone-100";
