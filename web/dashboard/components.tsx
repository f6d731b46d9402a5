import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

export type Tone = 'green' | 'red' | 'amber' | 'blue' | 'gray';

export function Badge({ tone, children }: { tone: Tone; children: ComponentChildren }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ComponentChildren }) {
  return (
    <header class="page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p class="muted">{subtitle}</p>}
      </div>
      {actions && <div class="actions">{actions}</div>}
    </header>
  );
}

export function Empty({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <div class="empty" role="status">
      <p class="empty-title">{title}</p>
      {children && <div class="empty-body">{children}</div>}
    </div>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div class="note note-error" role="alert">
      {message}
    </div>
  );
}

export function Loading() {
  return (
    <p class="muted loading" aria-live="polite">
      Loading…
    </p>
  );
}

export function Pager({ hasMore, onMore, busy }: { hasMore: boolean; onMore: () => void; busy?: boolean }) {
  if (!hasMore) return null;
  return (
    <div class="pager">
      <button type="button" class="btn" onClick={onMore} disabled={busy}>
        {busy ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

/** A button that asks once more before doing something that cannot be undone. */
export function ConfirmButton({
  label,
  confirm,
  onConfirm,
  danger,
}: {
  label: string;
  confirm: string;
  onConfirm: () => void;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        class={`btn btn-sm ${danger ? 'btn-danger-ghost' : ''}`}
        onClick={() => {
          setAsking(true);
        }}
      >
        {label}
      </button>
    );
  return (
    <span class="confirm" role="group" aria-label={confirm}>
      <span class="confirm-text">{confirm}</span>
      <button
        type="button"
        class="btn btn-sm btn-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes
      </button>
      <button
        type="button"
        class="btn btn-sm"
        onClick={() => {
          setAsking(false);
        }}
      >
        Cancel
      </button>
    </span>
  );
}

/** Copies `text` and says so on the button for a moment (no clipboard outside a secure context: the text stays shown). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await (navigator.clipboard as Clipboard | undefined)?.writeText(text);
      setCopied(true);
      setTimeout(() => {
        setCopied(false);
      }, 2000);
    } catch {
      // Refused (no focus, no permission): the text is on screen to select by hand.
    }
  };
  return (
    <button type="button" class="btn btn-sm" onClick={() => void copy()} aria-live="polite">
      {copied ? 'Copied' : label}
    </button>
  );
}

export function Monogram({ name, icon }: { name: string; icon?: string | null }) {
  if (icon) return <img class="monogram" src={icon} alt="" width={28} height={28} />;
  return (
    <span class="monogram" aria-hidden="true">
      {name.slice(0, 2)}
    </span>
  );
}

export function Toast({ message }: { message: string | null }) {
  return (
    <div class="toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}
