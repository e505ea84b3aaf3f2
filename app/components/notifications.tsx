import { Toaster } from "sonner";

/**
 * The region where toasts appear, alike on every page that has them: bottom right, three at a
 * time, four seconds each. `label` names the region for screen readers, in the page's language.
 */
export function Notifications({ label, closeButton }: { label: string; closeButton?: boolean }) {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton={closeButton}
      customAriaLabel={label}
    />
  );
}
