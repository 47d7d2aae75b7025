// First, before any module parses anything: see the file.
import './jitless.js';
// The shell's styles come before any table's (each game's `web/index.ts` imports its own).
import './styles/base.css';
import './styles/lobby.css';
import './styles/match.css';
import './styles/match-header.css';
import './styles/learn.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
