import './form.css';
import './parts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PledgeFormPage } from './PledgeFormPage';
import { language } from './texts';

// The pledge form's own entry (decision 102): React and the form only, none of the web app's shell.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('pledge.html has no #root element');
document.documentElement.lang = language;

createRoot(rootElement).render(
  <StrictMode>
    <PledgeFormPage />
  </StrictMode>,
);
