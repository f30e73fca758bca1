import { createContext, useContext } from 'react';

/**
 * The nonce of the answer's Content-Security-Policy, for the inline scripts the server renders into the page
 * (entry.server.tsx provides it). In the browser there is none: the scripts have already run.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonce);
