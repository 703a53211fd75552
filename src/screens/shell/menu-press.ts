// A menu link's press and click. The press asks for the screen's first data (screen-preload.ts);
// a click soon after waits for that read, until MENU_PRESS_WAIT_MS after the press: a quick click
// or a tap then opens the screen with its rows in one render, not a loading state and a second one.
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAdapterBinding } from '../../api/resources/list-adapter.ts';
import { MENU_PRESS_WAIT_MS } from '../../shared/constants.ts';
import { readScreenAhead } from './screen-preload.ts';

interface Press {
  at: number;
  settled: boolean;
  read: Promise<void>;
}

/** The visit a click holds back, if any: a later click on any menu link takes its place. */
let heldVisit: symbol | null = null;

/**
 * The handlers of the menu link to `path`, and whether its click is waiting for the press's read.
 * `onNavigate` runs as the screen changes (the phone's drawer closes with it).
 */
export function useMenuPress(path: string, onNavigate?: () => void) {
  const bind = useAdapterBinding();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const press = useRef<Press | null>(null);
  const held = useRef<symbol | null>(null);
  const [waiting, setWaiting] = useState(false);
  // A link that is gone (signed out, its drawer closed) opens nothing it held back.
  useEffect(
    () => () => {
      if (heldVisit !== null && heldVisit === held.current) heldVisit = null;
    },
    [],
  );
  return {
    waiting,
    onPointerDown: (e: PointerEvent) => {
      if (e.button !== 0) return;
      const begun: Press = { at: performance.now(), settled: false, read: readScreenAhead(path, bind, queryClient) };
      void begun.read.then(() => (begun.settled = true));
      press.current = begun;
    },
    /** Called by wouter's Link for a plain click only; it navigates at once unless this prevents it. */
    onClick: (e: MouseEvent) => {
      const begun = press.current;
      press.current = null;
      heldVisit = null;
      const left = begun && !begun.settled ? begun.at + MENU_PRESS_WAIT_MS - performance.now() : 0;
      if (left <= 0) {
        onNavigate?.();
        return;
      }
      e.preventDefault();
      const visit = Symbol(path);
      held.current = heldVisit = visit;
      const from = window.location.href;
      setWaiting(true);
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const due = new Promise<void>((resolve) => (deadline = setTimeout(resolve, left)));
      void Promise.race([begun!.read, due]).then(() => {
        clearTimeout(deadline);
        setWaiting(false);
        if (heldVisit !== visit) return;
        heldVisit = null;
        // Nothing else moved the page meanwhile (the browser's back button).
        if (window.location.href !== from) return;
        navigate(path);
        onNavigate?.();
      });
    },
  };
}
