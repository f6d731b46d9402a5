import './modal.css';
import { pickLocale, translator } from './i18n/index.js';
import { runModal } from './modal.js';
import { applyLook, readPageConfig } from './page-config.js';
import { runOAuthCallback, runOAuthLaunch } from './popup.js';

/** Entry of every connect page the gateway serves: the modal, and the sign-in popup's two pages. */
const config = readPageConfig();
const locale = pickLocale(config.locale, navigator.languages);
applyLook(config, locale);
const t = translator(locale);
if (config.page === 'oauth-launch') runOAuthLaunch(config, t);
else if (config.page === 'oauth-callback') runOAuthCallback(config, t);
else runModal(config, t);
