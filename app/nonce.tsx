import { createContext, useContext } from "react";

/** The CSP nonce of the current response (server render only; browsers hide it after load). */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
