import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The parts of the Web Speech API's SpeechRecognition the practice chat uses. */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition (standard or prefixed), or null where there is none. */
function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const speechWindow = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

function hasRecognition(): boolean {
  return recognitionConstructor() !== null;
}

/** Whether the browser has speech recognition does not change while the page is open. */
function neverChanges(): () => void {
  return () => {};
}

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;
}

export interface Speech {
  /** The browser can take dictation (speech synthesis is used too where present). Known after the first render. */
  supported: boolean;
  /** Dictation is running. */
  listening: boolean;
  /** Starts dictation: each finished phrase goes to `onPhrase`. */
  listen: () => void;
  stopListening: () => void;
  /** Reads text aloud where the browser can; stops what it was reading. */
  speak: (text: string) => void;
  stopSpeaking: () => void;
}

/**
 * The Web Speech API behind one small hook: dictation with SpeechRecognition (or
 * webkitSpeechRecognition) and reading aloud with speechSynthesis. Where the browser has no speech
 * recognition, `supported` stays false and nothing else does anything.
 */
export function useSpeech(onPhrase: (text: string) => void): Speech {
  // False on the server and while hydrating (the server-rendered page has no window), then the browser's answer.
  const supported = useSyncExternalStore(neverChanges, hasRecognition, () => false);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const phraseHandler = useRef(onPhrase);
  useEffect(() => {
    phraseHandler.current = onPhrase;
  }, [onPhrase]);

  const stopListening = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const listen = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor || recognition.current) return;
    const next = new Constructor();
    next.lang = document.documentElement.lang || 'en-US';
    next.continuous = true;
    next.interimResults = false;
    next.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        const text = result.isFinal ? result[0]?.transcript.trim() : '';
        if (text) phraseHandler.current(text);
      }
    };
    next.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    next.onerror = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = next;
    next.start();
    setListening(true);
  }, []);

  const speak = useCallback((text: string) => {
    const voice = synthesis();
    if (!voice || !text.trim()) return;
    voice.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = document.documentElement.lang || 'en-US';
    voice.speak(utterance);
  }, []);

  const stopSpeaking = useCallback(() => synthesis()?.cancel(), []);

  useEffect(
    () => () => {
      recognition.current?.abort();
      synthesis()?.cancel();
    },
    [],
  );

  return { supported, listening, listen, stopListening, speak, stopSpeaking };
}
