import { createContext, useContext } from 'react';

/**
 * The nonce of the answer's Content-Security-Policy, for the inline scripts the server renders into the page
 * (entry.server.tsx provides it). In the browser it is empty, as the browser shows a nonce once the page is parsed.
 */
export const ScriptNonce = createContext('');

export const useScriptNonce = () => useContext(ScriptNonce);
