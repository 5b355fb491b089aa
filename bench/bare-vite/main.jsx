// The floor the home page's start-up script is measured against: React rendering one heading.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Bare Vite + React</h1>
  </StrictMode>,
);
