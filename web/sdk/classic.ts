/** The SDK as a classic script: `<script src="https://<gateway>/sdk/plugboard.js">` defines `window.Plugboard`. */
import { baseFrom, createPlugboard } from './create-plugboard.js';

const src = (document.currentScript as HTMLScriptElement | null)?.src;
(window as unknown as { Plugboard: ReturnType<typeof createPlugboard> }).Plugboard = createPlugboard(baseFrom(src));
