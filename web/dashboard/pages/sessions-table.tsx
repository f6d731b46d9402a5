import { ConfirmButton, Badge } from '../components.js';
import { ago, dateTime } from '../format.js';
import type { DashboardSessionItem } from '../../../src/generated/api.gen.js';

export type SessionItem = DashboardSessionItem;

/** A browser in a few words, from its User-Agent ("Chrome on Linux"): enough to recognise one's own devices. */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = userAgent.includes('Edg/')
    ? 'Edge'
    : userAgent.includes('Firefox/')
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : userAgent.includes('Safari/')
          ? 'Safari'
          : userAgent.slice(0, 40);
  const os = userAgent.includes('Android')
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : userAgent.includes('Mac OS X')
        ? 'macOS'
        : userAgent.includes('Windows')
          ? 'Windows'
          : userAgent.includes('Linux')
            ? 'Linux'
            : '';
  return os ? `${browser} on ${os}` : browser;
}

/** Live sessions with an "End" button each (the current one says so). */
export function SessionsTable({ items, onEnd }: { items: SessionItem[]; onEnd: (s: SessionItem) => void }) {
  if (items.length === 0) return <p class="muted">No live session.</p>;
  return (
    <div class="table-wrap">
      <table data-testid="sessions" class="stack">
        <thead>
          <tr>
            <th scope="col">Browser</th>
            <th scope="col">Signed in</th>
            <th scope="col">Ends</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.sessionId} data-session={s.sessionId}>
              <td>
                <div class="strong">
                  {browserOf(s.userAgent)} {s.current && <Badge tone="green">This session</Badge>}
                </div>
                <div class="small muted">{s.address ?? ''}</div>
              </td>
              <td class="nowrap" data-label="Signed in" title={dateTime(s.createdTime)}>
                {ago(s.createdTime)}
              </td>
              <td class="nowrap" data-label="Ends">
                {dateTime(s.expiresTime)}
              </td>
              <td class="row-actions">
                <ConfirmButton
                  danger
                  label={s.current ? 'Sign out here' : 'End'}
                  confirm={s.current ? 'End this session?' : 'End that session now?'}
                  onConfirm={() => {
                    onEnd(s);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
