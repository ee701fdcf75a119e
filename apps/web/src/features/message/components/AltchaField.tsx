import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ko';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { CHALLENGE_URL, challengeFetch } from '../message-api';
import styles from './Message.module.css';

// The CSP-friendly build brings no workers of its own: the proof-of-work algorithms run in ours (same origin).
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker());
}
for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(name, () => new ShaWorker());
}
// Every widget asks for its challenge with the session token (the challenge is for members), in Korean.
globalThis.$altcha.defaults.set({ fetch: challengeFetch, language: 'ko', hideFooter: true });

export interface AltchaHandle {
  /** Back to unchecked (after the server refused the answer as expired or used). */
  reset: () => void;
}

interface StateDetail {
  state: string;
  payload?: string;
}

/**
 * The anti-bot check (ALTCHA): a checkbox that solves a small proof of work in the browser, announced to screen
 * readers and used by keyboard like any checkbox; no third-party service. `onChange` gets the answer to send, or
 * null while it is not (or no longer) verified.
 */
export const AltchaField = forwardRef<AltchaHandle, { onChange: (payload: string | null) => void }>(
  function AltchaField({ onChange }, ref) {
    const widget = useRef<HTMLElement & { reset?: () => void }>(null);
    const changed = useRef(onChange);
    useEffect(() => {
      changed.current = onChange;
    }, [onChange]);
    useImperativeHandle(ref, () => ({
      reset: () => {
        widget.current?.reset?.();
        changed.current(null);
      },
    }));

    useEffect(() => {
      const el = widget.current;
      if (!el) return undefined;
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<StateDetail>).detail;
        changed.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
      };
      el.addEventListener('statechange', onState);
      return () => el.removeEventListener('statechange', onState);
    }, []);

    // ALTCHA 3 writes two empty attributes the HTML standard refuses (`dir=""` on its box, each time it updates, and
    // `name=""` on its checkbox, which never takes part in a form): they are removed as they appear, so the page's
    // markup stays valid (KWCAG 마크업 오류 방지). Nothing reads them.
    useEffect(() => {
      const el = widget.current;
      if (!el) return undefined;
      const clean = () => {
        for (const node of Array.from(el.querySelectorAll('[dir=""], input[name=""]'))) {
          if (node.getAttribute('dir') === '') node.removeAttribute('dir');
          if (node.getAttribute('name') === '') node.removeAttribute('name');
        }
      };
      clean();
      const observer = new MutationObserver(clean);
      observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['dir', 'name'] });
      return () => observer.disconnect();
    }, []);

    return (
      <div className={styles.altcha}>
        <altcha-widget ref={widget} challenge={CHALLENGE_URL} type="checkbox" language="ko" name="captcha" />
      </div>
    );
  },
);
