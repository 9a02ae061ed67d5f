import { createContext, useContext } from 'react';
import { type PledgeTexts, pledgeTexts } from './texts';

const TextsContext = createContext<PledgeTexts>(pledgeTexts('en'));

/**
 * The form's words come from the page around it: the language the visitor chose, read by the browser
 * or by the server that draws the page, or the web app's own on a donor's pledge page.
 */
export const PledgeTextsProvider = TextsContext.Provider;

export const useTexts = (): PledgeTexts => useContext(TextsContext);
