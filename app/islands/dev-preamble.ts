// In development, React Router's Vite plugin gives every component module Fast Refresh hooks that
// refuse to run until the preamble of its <Scripts> has been installed, and an island's page has
// no <Scripts>. This marks it installed, without hot reload: an island shows a change on reload.
// Imported first by each island; a production build keeps nothing of it.
if (import.meta.env.DEV) {
  Object.assign(window, {
    __vite_plugin_react_preamble_installed__: true,
    $RefreshReg$: () => {},
    $RefreshSig$: () => (type: unknown) => type,
  });
}
