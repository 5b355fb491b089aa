import { createRoot } from 'react-dom/client';
import { pageLanguage } from '../lib/i18n/index.ts';
import { applyLook } from '../lib/look.ts';
import type { VerifyInputs } from '../lib/verify-link.ts';
import { VerifyPage } from './verify-page.tsx';
import '../shell/shell.css';

applyLook();
const lang = pageLanguage();
document.documentElement.lang = lang.toLowerCase();

/** The address follows the inputs: a verified round can be shared as it is. */
const keepInAddress = (inputs: VerifyInputs) => {
  const query = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(inputs)) query.set(key, value);
  history.replaceState(history.state, '', `${location.pathname}?${query}`);
};

const host = document.getElementById('root');
if (host) createRoot(host).render(<VerifyPage lang={lang} onChange={keepInAddress} />);
