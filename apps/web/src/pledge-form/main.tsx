import './form.css';
import './parts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PledgeFormPage } from './PledgeFormPage';
import { chosenLanguage, pledgeTexts } from './texts';
import { PledgeTextsProvider } from './use-texts';

// The pledge form's own entry (decision 102): React and the form only, none of the web app's shell.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('pledge.html has no #root element');
const texts = pledgeTexts(chosenLanguage());
document.documentElement.lang = texts.language;

createRoot(rootElement).render(
  <StrictMode>
    <PledgeTextsProvider value={texts}>
      <PledgeFormPage />
    </PledgeTextsProvider>
  </StrictMode>,
);
