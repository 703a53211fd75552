// The testers' kit of the dev server (docs/testers-toolkit.md): one recorder fed by every actor's
// inspection, and the panel docked beside the console. main.tsx loads it only in `npm start` (or
// an E2E build made with TESTERS_PANEL=1); the production bundle never holds it.
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { catalogueOf } from './catalogue.ts';
import { EXPECTATIONS } from './expectations.ts';
import { TestersDock } from './panel.tsx';
import { TestersRecorder } from './recorder.ts';
import './panel.css';

export function startTestersKit(): { inspect: (event: InspectionEvent) => void } {
  const recorder = new TestersRecorder({ catalogue: catalogueOf(EXPECTATIONS), storage: localStorage });
  // Beside <body>, not in it: the console's body shrinks to leave the panel its own room.
  const host = document.createElement('div');
  host.id = 'testers-dock';
  document.documentElement.append(host);
  createRoot(host).render(<TestersDock recorder={recorder} />);
  return { inspect: recorder.inspect };
}
