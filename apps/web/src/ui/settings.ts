import { useSyncExternalStore } from 'react';
import { storage, type Setting } from '../net/storage.js';
import { Store } from '../state/store.js';

/**
 * The player's table settings, kept in this browser (`SETTING_DEFAULTS` until changed): a beep when a decision
 * comes to us, and answering on our behalf the reaction windows in which no answer can do anything.
 */
const stores: Record<Setting, Store<boolean>> = {
  sound: new Store(storage.setting('sound')),
  'auto-pass': new Store(storage.setting('auto-pass')),
};

export function useSetting(name: Setting): boolean {
  const s = stores[name];
  return useSyncExternalStore(s.subscribe, s.get);
}

export function setSetting(name: Setting, on: boolean): void {
  storage.setSetting(name, on);
  stores[name].set(on);
}

export const settingOf = (name: Setting): boolean => stores[name].get();

let audio: AudioContext | null = null;

/**
 * A short beep, made with WebAudio (no sound file): 880 Hz for 0.15 s, fading out. Silent where the
 * browser has no WebAudio or has not let the page start sound yet.
 */
export function beep(): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.15);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.15);
  } catch {
    // No WebAudio here: the title and the notification still say it.
  }
}
