import { passwordResetText } from '@masthead/contract';

/** Everything a page writes from a request or an answer goes through here: text and attribute safe. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A failure or a success shown over the card, as the SPA's banner region shows it. */
export interface PageBanner {
  title: string;
  message: string;
  kind?: 'error' | 'success';
}

/** The contract's field messages, by field name. */
export type FieldMessages = Record<string, readonly string[]>;

/**
 * Colours hold 4.5:1 against their background (WCAG AA), a shade darker than Mantine's defaults.
 * The look of SignedOutLayout (Mantine's gray-1 page, a 400 px card, its inputs and button)
 * in a few lines of CSS, sent inline so the page draws from its first response.
 */
const styles = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;color:#000;background:#f1f3f5}
main{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
.frame{width:100%;max-width:400px}.brand{text-align:center;font-weight:700;font-size:20px;margin:0 0 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1);padding:32px}
form{display:flex;flex-direction:column;gap:16px}h1{font-size:26px;line-height:1.35;margin:0}
label{display:block;font-size:14px;font-weight:500;margin-bottom:2px}.req{color:#c92a2a}
input[type=text],input[type=password],input[type=email]{width:100%;height:36px;padding:0 12px;font:inherit;font-size:14px;border:1px solid #ced4da;border-radius:4px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid #1971c2;outline-offset:2px}
.invalid input{border-color:#c92a2a;color:#c92a2a}.error{color:#c92a2a;font-size:12px;margin:4px 0 0}
.check{display:flex;align-items:center;gap:12px;font-size:14px}.check input{width:20px;height:20px;margin:0}.check label{font-weight:400;margin:0}
button{height:36px;border:0;border-radius:4px;background:#1971c2;color:#fff;font:inherit;font-size:14px;font-weight:600;cursor:pointer;width:100%}
button:hover{background:#1864ab}a{color:#1864ab;text-align:center;font-size:16px;text-decoration:none}a:hover{text-decoration:underline}
.note{margin:0;font-size:14px}.small{font-size:14px}button.link{background:none;color:#1864ab;height:auto;font-weight:400;padding:0}button.link:hover{text-decoration:underline;background:none}
.banner{border-radius:8px;padding:12px 16px;margin:0 0 16px;background:#fff5f5;border:1px solid #ffc9c9;font-size:14px}.banner strong{display:block;color:#c92a2a}
.busy{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.75);font-size:14px}
.banner.success{background:#ebfbee;border-color:#b2f2bb}.banner.success strong{color:#1e6b2e}`;

const fieldError = (name: string, messages?: readonly string[]) =>
  messages?.length ? `<p class="error" id="${name}-error">${escapeHtml(messages.join(' '))}</p>` : '';

interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'password' | 'email';
  autocomplete: string;
  value?: string;
  /** The first field of a page takes focus, as the React pages' autoFocus did. */
  focus?: boolean;
  extra?: string;
}

export function textField(field: FieldOptions, fieldMessages?: FieldMessages) {
  const { name, label, type, autocomplete, value = '', focus = false, extra = '' } = field;
  const messages = fieldMessages?.[name];
  const invalid = messages?.length ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div${messages?.length ? ' class="invalid"' : ''}><label for="${name}">${escapeHtml(label)} <span class="req" aria-hidden="true">*</span></label>
<input id="${name}" name="${name}" type="${type}" required autocomplete="${autocomplete}" value="${escapeHtml(value)}"${focus ? ' autofocus' : ''}${extra}${invalid}>${fieldError(name, messages)}</div>`;
}

/** A failure is announced at once (alert); a success politely (status). */
const bannerBox = ({ title, message, kind = 'error' }: PageBanner) =>
  `<div class="banner${kind === 'success' ? ' success' : ''}" role="${kind === 'success' ? 'status' : 'alert'}"><strong>${escapeHtml(title)}</strong>${escapeHtml(message)}</div>`;

/**
 * The sign-in pages' frame: product name, the banner region over the card, the card. The
 * referrer meta overrides the server's no-referrer for this page only: under no-referrer a
 * browser posts a form with 'Origin: null', which the same-site check rightly refuses.
 */
export function signedOutPage(title: string, card: string, banner?: PageBanner) {
  const bannerHtml = banner ? bannerBox(banner) : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · Masthead</title><meta name="description" content="Masthead back office"><style>${styles}</style></head>
<body><main><div class="frame"><p class="brand">Masthead</p>${bannerHtml}<div class="card">${card}</div></div></main></body></html>`;
}

/** The way back from a page the login page links to. */
export const backToLogin = `<a href="/login">${escapeHtml(passwordResetText.backToLogin)}</a>`;
