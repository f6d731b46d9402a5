/** The SDK as an ES module: `import { open } from 'https://<gateway>/sdk/plugboard.mjs'`. */
import { baseFrom, createPlugboard } from './create-plugboard.js';

const Plugboard = createPlugboard(baseFrom(import.meta.url));
export const open = Plugboard.open;
export const version = Plugboard.version;
export default Plugboard;
