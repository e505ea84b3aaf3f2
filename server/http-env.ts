/** What the HTTP layer's middlewares hand on to later ones through Hono's context. */
export type HonoEnv = {
  Variables: { secureHeadersNonce?: string; requestId: string };
};
