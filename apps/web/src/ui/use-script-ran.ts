import { useEffect, useState } from 'react';

/**
 * False while a page the server drew waits for its script, true once React runs it: a form without its
 * script would send itself as a plain address, with what was typed in it (decision 157).
 */
export function useScriptRan(): boolean {
  const [ran, setRan] = useState(false);
  useEffect(() => setRan(true), []);
  return ran;
}
